#!/bin/sh
# Starts Varnish with deploy/varnish/site.vcl in a container (deploy/compose.yaml): writes the purge
# token into purge-token.vcl first (VCL cannot read the environment), refusing a token VCL could misread.
set -eu
token="${PURGE_TOKEN:-}"
case "$token" in
  '' | *[!A-Za-z0-9._~-]*) echo "PURGE_TOKEN must be set, 16 to 200 characters of A-Z a-z 0-9 . _ ~ -" >&2; exit 1 ;;
esac
if [ "${#token}" -lt 16 ] || [ "${#token}" -gt 200 ]; then
  echo "PURGE_TOKEN must be 16 to 200 characters long" >&2; exit 1
fi
dir="$(mktemp -d)"
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
