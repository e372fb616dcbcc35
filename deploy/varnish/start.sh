#!/bin/sh
# Starts Varnish with deploy/varnish/site.vcl in a container (deploy/compose.yaml): writes the purge
# token into purge-token.vcl and the addresses purges may come from into purge-from.vcl first (VCL
# cannot read the environment), refusing a token or an address VCL could misread.
#   VARNISH_PURGE_FROM  addresses or networks (CIDR) purges may come from, separated by spaces or
#                       commas; default loopback only (127.0.0.1 ::1).
set -eu
token="${PURGE_TOKEN:-}"
case "$token" in
  '' | *[!A-Za-z0-9._~-]*) echo "PURGE_TOKEN must be set, 16 to 200 characters of A-Z a-z 0-9 . _ ~ -" >&2; exit 1 ;;
esac
if [ "${#token}" -lt 16 ] || [ "${#token}" -gt 200 ]; then
  echo "PURGE_TOKEN must be 16 to 200 characters long" >&2; exit 1
fi
purge_from="$(printf '%s' "${VARNISH_PURGE_FROM:-127.0.0.1 ::1}" | tr ',' ' ')"
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
dir="$(mktemp -d)"
printf 'acl purge_from {\n%s}\n' "$acl" > "$dir/purge-from.vcl"
cat > "$dir/purge-token.vcl" <<VCL
sub purge_token_valid {
    if (req.http.Authorization != "Bearer $token") {
        return (synth(401, "Unauthorized"));
    }
}
VCL
cp /etc/varnish/fleet/site.vcl /etc/varnish/fleet/backends.compose.vcl "$dir/"
mv "$dir/backends.compose.vcl" "$dir/backends.vcl"
# Compression stays the site's (http_gzip_support=off): Varnish stores and serves its br/gzip bytes.
exec varnishd -F -a ":${VARNISH_PORT:-80}" -f "$dir/site.vcl" -p "vcl_path=$dir" \
  -p http_gzip_support=off -s "malloc,${VARNISH_SIZE:-256m}"
