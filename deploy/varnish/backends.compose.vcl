# The compose file's two instances (deploy/compose.yaml); scripts/fleet.ts writes its own.
backend site1 { .host = "site1"; .port = "3000"; .probe = readiness; .connect_timeout = 1s; .first_byte_timeout = 30s; }
backend site2 { .host = "site2"; .port = "3000"; .probe = readiness; .connect_timeout = 1s; .first_byte_timeout = 30s; }

sub vcl_init {
    site.add_backend(site1);
    site.add_backend(site2);
}
