vcl 4.1;
# Varnish in front of two or more site instances (docs/operations.md#the-fleet-varnish-and-redis).
# - Round robin over the instances that answer their readiness probe (/readyz turns 503 the moment
#   an instance is told to stop, so it leaves the rotation before it goes).
# - Pages are cached as the site says (Cache-Control s-maxage); anything without a positive
#   s-maxage or max-age (API answers, agent mode, errors: private, no-store) is never stored.
# - Grace: while an instance is healthy a stale page is served for a few seconds while it is
#   fetched again in the background; when every instance is down, stale pages are served for as
#   long as the site's stale-if-error allows.
# - Compression is the site's: Varnish neither gzips nor gunzips (varnishd -p http_gzip_support=off),
#   keeps Vary: Accept-Encoding, and folds Accept-Encoding to one of br, gzip or none so one page has
#   at most three variants.
# - Purge: POST with `Authorization: Bearer <PURGE_TOKEN>` and `Surrogate-Key: <key> [<key>...]`
#   (page:/path, content:section/page, or site) is first passed to a healthy instance as
#   `POST /api/purge` (server/api/purge), which clears its own caches and, through Redis, every
#   other instance's; only when it answers 200 are Varnish's objects carrying one of the keys banned.
#   Banning first would let the next request refetch an old copy from an instance not yet cleared.
# - Cache keys (docs/operations.md#page-cache-keys): the site reads no cookie, so GET and HEAD go
#   without one; of a page's query only the parameters some page reads while rendering are kept,
#   sorted, so tracking parameters and made-up ones find the copy already made.
# Three files complete it, written at start (harness/start-fleet.ts, deploy/varnish/start.sh):
#   backends.vcl  one `backend` per instance with `.probe = readiness;`, and a vcl_init adding each
#                 to the `site` director;
#   purge-token.vcl  `sub purge_token_valid { if (req.http.Authorization != "Bearer <token>") { return (synth(401, "Unauthorized")); } }`
#   purge-from.vcl  `acl purge_from { "<address>"; "<network>"/<bits>; }`: the addresses purges may
#                 come from (VARNISH_PURGE_FROM; loopback only by default).
import std;
import directors;

probe readiness {
    .request = "GET /readyz HTTP/1.1"
               "Host: varnish-probe"
               "Connection: close"
               "User-Agent: varnish-probe";
    .expected_response = 200;
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

sub vcl_init {
    new site = directors.round_robin();
}

include "backends.vcl";
include "purge-token.vcl";
include "purge-from.vcl";

sub vcl_recv {
    # Set by purge_by_key only: a visitor's own header must never mark a request for a ban.
    unset req.http.X-Purge-Keys;
    set req.backend_hint = site.backend();

    # Operator routes are never public (docs/operations.md#operator-routes): the site serves
    # /metrics on its own port only and /sentry-test-error only when switched on; refused here
    # whatever an instance is configured to do.
    if (req.url ~ "(?i)^/+(metrics|sentry-test-error)(/|\?|#|$)") {
        return (synth(404, "Not Found"));
    }

    # Every body the site takes is a few kilobytes (server/api: 8 KB at most). A bigger one is
    # refused here and never reaches an instance: declared, at once; chunked, once 64 KB of it have
    # been read into Varnish's memory (which also lets a POST be retried on another instance).
    # Varnish closes the connection after such a refusal, so the sender may see a reset instead.
    if (req.method != "GET" && req.method != "HEAD" &&
        (std.integer(req.http.Content-Length, 0) > 65536 || !std.cache_req_body(64KB))) {
        return (synth(413, "Payload Too Large"));
    }

    if (req.method == "POST" && req.http.Surrogate-Key) {
        call purge_by_key;
    }
    # The instances' purge route only through purge_by_key, its addresses and token checked here: a
    # visitor's own call would spend the wrong-token tries that instance counts for every client.
    if (req.url ~ "(?i)^/+api/+purge(/|\?|#|$)") {
        return (synth(404, "Not Found"));
    }

    # Stale for the site's stale-while-revalidate (60 s, server/api/cache-control.ts; refetched in
    # the background) while an instance is up; when none is, the object's whole grace (the site's
    # stale-if-error).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }

    # The site reads no cookie (server/page-cache/cacheable-request.ts): a visitor's cookies, analytics
    # or any other, must not make a page or a file uncacheable.
    if (req.method == "GET" || req.method == "HEAD") {
        unset req.http.Cookie;
    }

    # A page's key: only the query parameters some page reads while rendering (shared/routes/page-query.ts
    # PAGE_QUERY_PARAMS) with a value a page acts on (a country or address search, or the plans to compare: any; a speed question's answers: known ones), sorted; tracking
    # parameters (utm_*, gclid, fbclid, msclkid, fdclid...) and any other are dropped for the key and
    # for the site, which would render the page without them anyway. The browser keeps its own URL and reads them there. API calls, short links and
    # CIS documents (`?offer=boost`) keep their queries; a path with a trailing slash goes to the site as it came, for its redirect to
    # carry the whole query.
    if (req.url ~ "\?" && req.url !~ "^/(api|s|cis)/") {
        if (req.url ~ "^/[^?]*/\?") {
            return (pass);
        }
        set req.url = regsuball(req.url, "(?<=[?&])(?!(?:address=|calls=(?:yes|no)(?:&|$)|country=|error=1(?:&|$)|loc=|people=(?:1|2|4|5)(?:&|$)|plans=|sent=(?:1|KB-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8})(?:&|$)|service=(?:nbn|fibre|hwbb|mbb|flipToFibre)(?:&|$)|uploads=(?:yes|no)(?:&|$)|watch=(?:none|hd|4k)(?:&|$)))[^&]*(?:&|$)", "");
        set req.url = std.querysort(regsub(req.url, "[?&]+$", ""));
    }

    # One variant per encoding the site offers (server/page-cache/accept-encoding.ts: br, then gzip).
    if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;\s*q=(1|0?\.\d*[1-9]\d*)\s*)?(,|$)") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(^|,)\s*(x-)?gzip\s*(;\s*q=(1|0?\.\d*[1-9]\d*)\s*)?(,|$)") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # The builtin VCL follows: only GET and HEAD without Authorization are looked up.
}

sub purge_by_key {
    if (client.ip !~ purge_from) {
        return (synth(403, "Forbidden"));
    }
    # The scheme in any case, one or more spaces after it (RFC 9110 §11.1): spelt as purge-token.vcl compares it.
    set req.http.Authorization = regsub(req.http.Authorization, "(?i)^bearer +", "Bearer ");
    call purge_token_valid;
    # Keys are page paths and content ids: no character a regular expression reads as special.
    if (req.http.Surrogate-Key !~ "^ *[A-Za-z0-9:/_-]+( +[A-Za-z0-9:/_-]+)* *$") {
        return (synth(400, "Bad Surrogate-Key"));
    }
    set req.http.X-Purge-Keys = regsuball(regsuball(req.http.Surrogate-Key, "^ +| +$", ""), " +", "|");
    # The instances first (the site checks the token and the keys again); the ban in vcl_deliver.
    set req.url = "/api/purge";
    unset req.http.Cookie;
    return (pass);
}

sub ban_purged_keys {
    # The ban parser splits its words at spaces and keeps quotes as they are: an unquoted regular
    # expression with no space in it.
    if (!std.ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" + req.http.X-Purge-Keys + ")([[:space:]]|$)")) {
        std.log("purge: ban failed: " + std.ban_error());
        set resp.status = 500;
        set resp.reason = "Ban failed";
    }
}

sub vcl_backend_fetch {
    # Announces a shared cache: on a miss the site answers with its stored, public copy of a page
    # (hashes, no nonce) instead of a private streamed render (server/render/page-handler.ts).
    set bereq.http.Surrogate-Capability = {"varnish="cache""};
    # A retry goes to the next instance in the rotation (the first try takes vcl_recv's pick).
    if (bereq.retries > 0) {
        set bereq.backend = site.backend();
    }
}

sub vcl_backend_response {
    # Whole answers only: an instance that dies mid-body fails the fetch before the visitor has seen
    # a byte, and the request starts again on another instance (vcl_synth) instead of breaking off.
    # The site's answers are small; only the first render of a page loses its early flush.
    set beresp.do_stream = false;
    # Only what the site marks cacheable for a shared cache is stored (hit-for-miss otherwise).
    if (beresp.http.Cache-Control !~ "(s-maxage|max-age)=[1-9]" || beresp.http.Cache-Control ~ "(private|no-store)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # A stored answer is everybody's: the id of the request that filled it would name no one's.
    unset beresp.http.x-request-id;
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1s"), 10s);
    }
    # Never compress here (http_gzip_support=off); the site's Vary stays as sent.
    set beresp.do_gzip = false;
}

sub vcl_backend_error {
    # An instance that died mid-request (or refused the connection): the next one answers instead.
    if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_synth {
    # A fetch that failed on every try (an instance gone mid-answer): once more from the start.
    if (resp.status == 503 && req.restarts < 2 && (req.method == "GET" || req.method == "HEAD")) {
        return (restart);
    }
}

sub vcl_deliver {
    # An authorized purge the instances answered: ban only once every instance has cleared (200).
    if (req.http.X-Purge-Keys && req.method == "POST" && resp.status == 200) {
        call ban_purged_keys;
    }
    if (resp.status == 503 && obj.uncacheable && req.restarts < 2 && (req.method == "GET" || req.method == "HEAD")) {
        return (restart);
    }
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
    # Surrogate keys are for this cache only.
    unset resp.http.Surrogate-Key;
}
