//! The schema, as versioned steps. A step is never edited once released: change
//! the schema by appending a step. `store::tests` proves that a database
//! migrated step by step equals a fresh one.
use rusqlite_migration::{Migrations, M};

const STEPS: [&str; 9] = [
    V1_ACCOUNTS_KEYS_MATCHES,
    V2_DELIVERIES,
    V3_CHAT_AND_EMAIL,
    V4_MONITOR,
    V5_DELIVERED_TO_JSON,
    V6_IN_FLIGHT,
    V7_LISTINGS_READ_WHOLE,
    V8_PEOPLE_AND_SESSIONS,
    V9_ENCODINGS,
];

/// The schema version this build brings a database to.
pub const LATEST: usize = STEPS.len();

pub fn migrations() -> Migrations<'static> {
    Migrations::new(STEPS.iter().map(|step| M::up(step)).collect())
}

/// Times are stored as integer microseconds since the Unix epoch (UTC), which
/// keeps the paging index small and its comparisons cheap.
const V1_ACCOUNTS_KEYS_MATCHES: &str = r#"
CREATE TABLE secrets (
    name  TEXT PRIMARY KEY,
    value BLOB NOT NULL
) STRICT;

CREATE TABLE accounts (
    id                TEXT PRIMARY KEY,
    name              TEXT NOT NULL,
    created_at        INTEGER NOT NULL,
    trial_ends_at     INTEGER NOT NULL,
    subscription      TEXT NOT NULL DEFAULT 'inactive' CHECK (subscription IN ('active', 'inactive')),
    monitoring_paused INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE api_keys (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    digest     BLOB NOT NULL UNIQUE,  -- SHA-256 of the key; the key itself is never stored
    prefix     TEXT NOT NULL,         -- first characters, to recognise a key in a list
    label      TEXT,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
) STRICT;
CREATE INDEX api_keys_account ON api_keys (account_id);

CREATE TABLE products (
    account_id    TEXT PRIMARY KEY REFERENCES accounts (id),
    id            TEXT NOT NULL UNIQUE,
    profile       TEXT NOT NULL,  -- JSON: the profile as the customer set it
    understanding TEXT NOT NULL,  -- JSON: what was derived from it
    updated_at    INTEGER NOT NULL
) STRICT;

CREATE TABLE searches (
    id          TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id),
    subreddit   TEXT,
    query       TEXT,
    last_run_at INTEGER,
    posts_seen  INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX searches_account ON searches (account_id);

-- Every post reviewed for an account, matched or not, so none is scored twice.
CREATE TABLE reviewed_posts (
    account_id TEXT NOT NULL,
    post_id    TEXT NOT NULL,
    PRIMARY KEY (account_id, post_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE matches (
    id              TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL REFERENCES accounts (id),
    post_id         TEXT NOT NULL,
    subreddit       TEXT NOT NULL,
    title           TEXT NOT NULL,
    excerpt         TEXT,
    url             TEXT NOT NULL,
    match_score     INTEGER NOT NULL CHECK (match_score BETWEEN 0 AND 100),
    band            TEXT NOT NULL CHECK (band IN ('strong', 'possible', 'research')),
    match_reason    TEXT NOT NULL,
    suggested_reply TEXT,
    published_at    INTEGER NOT NULL,
    seen_at         INTEGER NOT NULL,
    UNIQUE (account_id, post_id)
) STRICT;
-- Keyset paging, newest first, with and without the band filter.
CREATE INDEX matches_page ON matches (account_id, seen_at DESC, id DESC);
CREATE INDEX matches_band_page ON matches (account_id, band, seen_at DESC, id DESC);

CREATE TABLE reviews (
    id            INTEGER PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts (id),
    started_at    INTEGER NOT NULL,
    finished_at   INTEGER,
    posts_seen    INTEGER NOT NULL DEFAULT 0,
    matches_found INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX reviews_account ON reviews (account_id, started_at DESC);

CREATE TABLE destinations (
    id              TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL REFERENCES accounts (id),
    kind            TEXT NOT NULL CHECK (kind IN ('slack', 'telegram', 'email', 'webhook')),
    state           TEXT NOT NULL CHECK (state IN ('pending_test', 'active', 'disabled')),
    target_masked   TEXT NOT NULL,
    min_band        TEXT NOT NULL DEFAULT 'research',
    last_success_at INTEGER,
    last_failure_at INTEGER,
    issue           INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL
) STRICT;
CREATE INDEX destinations_account ON destinations (account_id);
"#;

/// Destinations' targets and secrets, and the delivery outbox: one row per
/// (event, destination), written in the same transaction as what caused it.
const V2_DELIVERIES: &str = r#"
ALTER TABLE destinations ADD COLUMN url TEXT;
-- The webhook signing secret. HMAC signing needs the secret itself, so a
-- digest will not do; it is never logged and shown only when created.
ALTER TABLE destinations ADD COLUMN secret TEXT;
-- After a rotation the old secret also signs, until previous_secret_until.
ALTER TABLE destinations ADD COLUMN previous_secret TEXT;
ALTER TABLE destinations ADD COLUMN previous_secret_until INTEGER;
-- Set at the first failure after a success, cleared by a success.
ALTER TABLE destinations ADD COLUMN failing_since INTEGER;
ALTER TABLE destinations ADD COLUMN disabled_reason TEXT;

-- Kept on the match when a destination accepts it, so listing stays one read.
ALTER TABLE matches ADD COLUMN first_accepted_at INTEGER;
ALTER TABLE matches ADD COLUMN delivered_to TEXT;  -- accepted kinds, comma-separated, sorted

CREATE TABLE deliveries (
    id               TEXT PRIMARY KEY,  -- the Threadwatch-Delivery UUID, the same on every retry
    account_id       TEXT NOT NULL REFERENCES accounts (id),
    destination_id   TEXT NOT NULL,     -- kept after the destination is removed
    destination_kind TEXT NOT NULL,
    match_id         TEXT REFERENCES matches (id),
    event            TEXT NOT NULL,
    body             BLOB NOT NULL,     -- the exact bytes that are signed and sent
    state            TEXT NOT NULL CHECK (state IN ('pending', 'accepted', 'failed')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,
    lease_until      INTEGER,           -- a worker holds the row until then
    created_at       INTEGER NOT NULL,
    accepted_at      INTEGER,
    last_error       TEXT
) STRICT;
CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX deliveries_match ON deliveries (match_id) WHERE match_id IS NOT NULL;
CREATE INDEX deliveries_account ON deliveries (account_id, created_at DESC);

CREATE TABLE delivery_attempts (
    delivery_id   TEXT NOT NULL REFERENCES deliveries (id),
    attempt       INTEGER NOT NULL,
    started_at    INTEGER NOT NULL,
    duration_ms   INTEGER NOT NULL,
    status        INTEGER,              -- the HTTP status, when there was an answer
    response_head TEXT,                 -- the first bytes of the answer
    error         TEXT,
    PRIMARY KEY (delivery_id, attempt)
) STRICT, WITHOUT ROWID;
"#;

/// Where Telegram and email destinations deliver: a chat id or an address.
/// (A Telegram bot token is kept in `secret`, a Slack hook URL in `url`.)
const V3_CHAT_AND_EMAIL: &str = r#"
ALTER TABLE destinations ADD COLUMN address TEXT;
"#;

/// The monitor's memory: the newest post time seen per subreddit (the high-
/// water mark) and the ids seen recently, so that stale listings, posts
/// arriving out of order and reappearing old posts are each reviewed once.
const V4_MONITOR: &str = r#"
CREATE TABLE monitor_marks (
    subreddit  TEXT PRIMARY KEY,  -- lower case
    high_water INTEGER NOT NULL   -- newest created_utc seen, seconds
) STRICT;

CREATE TABLE monitor_seen (
    post_id     TEXT PRIMARY KEY,
    created_utc INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX monitor_seen_age ON monitor_seen (created_utc);

CREATE TABLE monitor_runs (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    started_at  INTEGER,
    finished_at INTEGER,
    next_at     INTEGER
) STRICT;
"#;

/// `delivered_to` becomes a JSON array of destination kinds (it was a
/// comma-joined string).
const V5_DELIVERED_TO_JSON: &str = r#"
UPDATE matches SET delivered_to = '["' || replace(delivered_to, ',', '","') || '"]'
WHERE delivered_to IS NOT NULL AND delivered_to NOT LIKE '[%';
"#;

/// A claim passes over destinations that already have their share of
/// attempts in flight: the in-flight rows are found through their own index,
/// and the queue index carries what the claim checks, so passing over a long
/// backlog reads no table rows.
const V6_IN_FLIGHT: &str = r#"
CREATE INDEX deliveries_in_flight ON deliveries (lease_until, destination_id)
WHERE state = 'pending' AND lease_until IS NOT NULL;
DROP INDEX deliveries_due;
CREATE INDEX deliveries_due ON deliveries (next_attempt_at, destination_id, lease_until) WHERE state = 'pending';
"#;

/// The monitor reads listings to the last item it has already read, so no
/// time window decides what is new any more. Reddit's ids are base-36
/// numbers, sequential per kind (`kind` 3 for posts, 1 for comments); they
/// are kept as integers. The old marks and ids are dropped: the first review
/// after the upgrade reads each listing as deep as Reddit allows, and items
/// already reviewed for an account are still never scored twice.
const V7_LISTINGS_READ_WHOLE: &str = r#"
DROP TABLE monitor_marks;
DROP TABLE monitor_seen;

-- Ids seen in listings, the newest `[reddit] seen_ids_kept` of each kind.
CREATE TABLE monitor_seen (
    kind   INTEGER NOT NULL,
    number INTEGER NOT NULL,
    PRIMARY KEY (kind, number)
) STRICT, WITHOUT ROWID;

-- Every item of this kind in this community (lower case; 'all' for all of
-- Reddit) up to this id has been listed.
CREATE TABLE monitor_read_to (
    subreddit TEXT NOT NULL,
    kind      INTEGER NOT NULL,
    number    INTEGER NOT NULL,
    PRIMARY KEY (subreddit, kind)
) STRICT, WITHOUT ROWID;

-- Ranges of ids a listing could no longer give back.
CREATE TABLE monitor_gaps (
    id            INTEGER PRIMARY KEY,
    subreddits    TEXT NOT NULL,     -- JSON array, lower case; ["all"] for all of Reddit
    kind          INTEGER NOT NULL,
    from_number   INTEGER NOT NULL,  -- the first id not read
    to_number     INTEGER NOT NULL,  -- the last id not read
    not_recovered INTEGER,           -- items lost, when it can be told
    recorded_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX monitor_gaps_recent ON monitor_gaps (recorded_at DESC);

-- How Reddit answered lately: one row.
CREATE TABLE monitor_source (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    state      TEXT NOT NULL CHECK (state IN ('ok', 'refused', 'rate_limited', 'failing')),
    detail     TEXT,
    checked_at INTEGER NOT NULL
) STRICT;
"#;

/// The web app: the people who sign in to an account (passwords as Argon2id
/// hashes), their sessions and one-time invitations (both by the SHA-256
/// digest of the token the browser holds), and when each API key was last
/// used (written at most hourly: every commit empties the read caches).
const V8_PEOPLE_AND_SESSIONS: &str = r#"
CREATE TABLE people (
    id            TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts (id),
    email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    created_at    INTEGER NOT NULL
) STRICT;

CREATE TABLE sessions (
    digest     BLOB PRIMARY KEY,
    person_id  TEXT NOT NULL REFERENCES people (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE invites (
    digest     BLOB PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at    INTEGER
) STRICT, WITHOUT ROWID;

ALTER TABLE api_keys ADD COLUMN last_used_at INTEGER;
"#;

/// What the sentence encoder made of a profile's situations and description,
/// by the encoder that made it (`threadwatch_encoder::model`): kept so that a
/// restart does not encode them all again.
const V9_ENCODINGS: &str = r#"
CREATE TABLE encodings (
    model  TEXT NOT NULL,
    text   TEXT NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (model, text)
) STRICT;
"#;
