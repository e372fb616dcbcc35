#!/bin/sh
# Starts Varnish with deploy/varnish/site.vcl in a container (deploy/compose.yaml, and the Varnish
# Deployment in deploy/kubernetes/varnish.yaml) and keeps its backends following DNS.
#
# VCL cannot read the environment and resolves a backend's host name once, when it is compiled (a
# name that does not resolve fails the whole VCL), and Debian's Varnish has no dynamic-backend
# module. So this script resolves the names itself and hands Varnish addresses only:
#   BACKENDS  space-separated host:port list, e.g. "site1:3000 site2:3000" (compose) or
#             "kookaburra-web:3000" (a headless Service: one address per ready pod);
#   every name is resolved to all its addresses and each address becomes one backend in the `site`
#   round robin, probed on /readyz. A name that does not resolve yet (an instance down) is skipped,
#   so Varnish starts with whatever is up; with nothing up it starts on a placeholder that is never
#   healthy and answers from grace or 503 until an instance appears. Once it has addresses, a
#   round where nothing resolves keeps them (a DNS outage must not empty the rotation).
#   Every BACKENDS_RESOLVE_S seconds (5) the names are resolved again; when the set of addresses
#   has changed, the VCL is compiled again, loaded and switched to with varnishadm (the cache is
#   kept), and the previous one discarded.
# PURGE_TOKEN is written into purge-token.vcl and the addresses purges may come from into
# purge-from.vcl first, refusing a token or an address VCL could misread.
#   VARNISH_PURGE_FROM  addresses or networks (CIDR) purges may come from, separated by spaces or
#                       commas; default loopback only (127.0.0.1 ::1). The word `own-networks`
#                       stands for the IPv4 networks this container is attached to (its directly
#                       connected routes in /proc/net/route): under compose, whose network's subnet
#                       is picked at `up`, that is the network of the sites and of the gateway a
#                       purge from the host arrives from (deploy/compose.yaml).
# VARNISH_ADDRESS (all) and VARNISH_PORT (8080, open to an unprivileged user): where it listens;
# VARNISH_SIZE (256m): its cache; VARNISH_WORKDIR (/var/lib/varnish/site): its work directory.
# varnishd stays PID 1 (exec), so SIGTERM reaches it; the resolver loop is its child.
set -eu

token="${PURGE_TOKEN:-}"
case "$token" in
  '' | *[!A-Za-z0-9._~-]*) echo "PURGE_TOKEN must be set, 16 to 200 characters of A-Z a-z 0-9 . _ ~ -" >&2; exit 1 ;;
esac
if [ "${#token}" -lt 16 ] || [ "${#token}" -gt 200 ]; then
  echo "PURGE_TOKEN must be 16 to 200 characters long" >&2; exit 1
fi
backends="${BACKENDS:-}"
case "$backends" in
  '' | *[!A-Za-z0-9.:\ _-]*) echo "BACKENDS must be set: space-separated host:port, e.g. \"site1:3000 site2:3000\"" >&2; exit 1 ;;
esac
interval="${BACKENDS_RESOLVE_S:-5}"
case "$interval" in '' | *[!0-9]* | 0) echo "BACKENDS_RESOLVE_S must be a whole number of seconds, 1 or more" >&2; exit 1 ;; esac

purge_from="$(printf '%s' "${VARNISH_PURGE_FROM:-127.0.0.1 ::1}" | tr ',' ' ')"

# The directly connected IPv4 networks (no gateway, not the default route, not loopback) of
# /proc/net/route as address/bits; its destination and mask are hexadecimal, least significant byte
# first. PROC_NET_ROUTE names another file (tests).
own_networks() {
  awk 'function hex(s,   n, i) { n = 0; s = toupper(s); for (i = 1; i <= length(s); i++) n = n * 16 + index("0123456789ABCDEF", substr(s, i, 1)) - 1; return n }
    NR > 1 && $1 != "lo" && $2 != "00000000" && $3 == "00000000" {
      address = hex(substr($2, 7, 2)) "." hex(substr($2, 5, 2)) "." hex(substr($2, 3, 2)) "." hex(substr($2, 1, 2))
      bits = 0
      for (i = 1; i <= 8; i++) { d = hex(substr($8, i, 1)); while (d > 0) { bits += d % 2; d = int(d / 2) } }
      print address "/" bits
    }' "${PROC_NET_ROUTE:-/proc/net/route}"
}
expanded=""
for entry in $purge_from; do
  if [ "$entry" = own-networks ]; then
    networks="$(own_networks)"
    if [ -z "$networks" ]; then echo "VARNISH_PURGE_FROM: own-networks found no network of this container" >&2; exit 1; fi
    echo "varnish: purges from own-networks: $(echo $networks)" >&2
    expanded="$expanded $networks"
  else
    expanded="$expanded $entry"
  fi
done
purge_from="$expanded"
acl=""
for entry in $purge_from; do
  case "$entry" in
    *[!0-9A-Fa-f.:/]* | */*/* | /* | */) echo "VARNISH_PURGE_FROM: '$entry' is not an address or a network (address/bits)" >&2; exit 1 ;;
    */0) echo "VARNISH_PURGE_FROM: '$entry' would let any address purge" >&2; exit 1 ;;
    */*) acl="$acl    \"${entry%/*}\"/${entry#*/};
" ;;
    *) acl="$acl    \"$entry\";
" ;;
  esac
done
if [ -z "$acl" ]; then echo "VARNISH_PURGE_FROM must name at least one address" >&2; exit 1; fi

src="$(dirname "$0")"
dir="$(mktemp -d)"
printf 'acl purge_from {\n%s}\n' "$acl" > "$dir/purge-from.vcl"
workdir="${VARNISH_WORKDIR:-/var/lib/varnish/site}"
cp "$src/site.vcl" "$dir/site.vcl"
cat > "$dir/purge-token.vcl" <<VCL
sub purge_token_valid {
    if (req.http.Authorization != "Bearer $token") {
        return (synth(401, "Unauthorized"));
    }
}
VCL

# One "address port" line per backend, sorted: every address of every name in BACKENDS.
resolve() {
  for entry in $backends; do
    host="${entry%:*}"; port="${entry##*:}"
    getent ahosts "$host" 2>/dev/null | awk -v port="$port" '{ print $1, port }'
  done | sort -u
}

# backends.vcl for the lines of resolve(): the contract of site.vcl (a `site` round robin).
write_backends() {
  {
    echo "# Written by start.sh from BACKENDS=\"$backends\"; rewritten when the addresses change."
    if [ -z "$1" ]; then
      echo 'backend unresolved { .host = "127.0.0.1"; .port = "9"; .probe = readiness; }'
      echo 'sub vcl_init { site.add_backend(unresolved); }'
    else
      echo "$1" | while read -r address port; do
        name="b_$(echo "${address}_$port" | tr -c 'A-Za-z0-9_\n' '_')"
        echo "backend $name { .host = \"$address\"; .port = \"$port\"; .probe = readiness; .connect_timeout = 1s; .first_byte_timeout = 30s; }"
      done
      echo 'sub vcl_init {'
      echo "$1" | while read -r address port; do
        echo "    site.add_backend(b_$(echo "${address}_$port" | tr -c 'A-Za-z0-9_\n' '_'));"
      done
      echo '}'
    fi
  } > "$dir/backends.vcl"
}

describe() { if [ -z "$1" ]; then echo "none resolved"; else echo "$1" | awk '{ printf "%s%s:%s", (NR > 1 ? " " : ""), $1, $2 }'; fi; }

current="$(resolve)"
write_backends "$current"
echo "varnish: backends $(describe "$current")" >&2

follow() {
  generation=0
  active=boot
  while sleep "$interval"; do
    next="$(resolve)"
    [ "$next" = "$current" ] && continue
    # Nothing resolves (every instance gone, or DNS failing): keep the last addresses, which the
    # probes mark sick if they are gone, rather than lose every backend to a DNS outage.
    [ -z "$next" ] && continue
    generation=$((generation + 1))
    name="backends_$generation"
    write_backends "$next"
    if varnishadm -n "$workdir" vcl.load "$name" "$dir/site.vcl" >/dev/null &&
       varnishadm -n "$workdir" vcl.use "$name" >/dev/null; then
      echo "varnish: backends $(describe "$next")" >&2
      varnishadm -n "$workdir" vcl.discard "$active" >/dev/null 2>&1 || true
      active="$name"
      current="$next"
    else
      # Varnish busy or not up yet: the same change is tried again on the next round.
      echo "varnish: could not load the VCL for backends $(describe "$next"); retrying" >&2
      varnishadm -n "$workdir" vcl.discard "$name" >/dev/null 2>&1 || true
    fi
  done
}
follow &

# Compression stays the site's (http_gzip_support=off): Varnish stores and serves its br/gzip bytes.
exec varnishd -F -n "$workdir" -a "${VARNISH_ADDRESS:-}:${VARNISH_PORT:-8080}" -f "$dir/site.vcl" -p "vcl_path=$dir" \
  -p http_gzip_support=off -s "malloc,${VARNISH_SIZE:-256m}"
