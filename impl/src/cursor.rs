//! Keyset cursors: an opaque, URL-safe string carrying the position of the last
//! match of a page, the filters the page was asked with and the account it was
//! issued to, signed so that a cursor we did not issue, one used with other
//! filters or one used by another account is refused.
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use crate::error::{Error, Result};
use crate::store::{MatchFilter, PageAfter};

/// How many bytes of the HMAC are kept: 128 bits is ample against forgery.
const TAG_LEN: usize = 16;

#[derive(Serialize, Deserialize)]
struct Payload {
    /// `seen_at` of the last match, microseconds.
    s: i64,
    /// id of the last match.
    i: String,
    /// the band filter, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    b: Option<String>,
    /// the `since` filter, microseconds, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    t: Option<i64>,
    /// the account it was issued to.
    a: String,
}

pub struct CursorKey(Vec<u8>);

const NOT_ISSUED: &str = "cursor: not a cursor issued by this service for this key's account";
const OTHER_FILTERS: &str = "cursor: it was issued for other filters; send the same band and since as the first page";

fn refused(why: &str) -> Error {
    Error::InvalidCursor(why.to_owned())
}

impl CursorKey {
    pub fn new(secret: Vec<u8>) -> CursorKey {
        CursorKey(secret)
    }

    fn tag(&self, payload: &[u8]) -> Vec<u8> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes keys of any length");
        mac.update(payload);
        mac.finalize().into_bytes()[..TAG_LEN].to_vec()
    }

    pub fn issue(&self, account_id: &str, after: &PageAfter, filter: &MatchFilter) -> String {
        let payload = serde_json::to_vec(&Payload {
            s: after.seen_at,
            i: after.id.clone(),
            b: filter.band.map(|b| b.to_string()),
            t: filter.since_us,
            a: account_id.to_owned(),
        })
        .expect("a cursor payload always serializes");
        format!("{}.{}", URL_SAFE_NO_PAD.encode(&payload), URL_SAFE_NO_PAD.encode(self.tag(&payload)))
    }

    /// The position a cursor stands for, if we issued it to this account for these filters.
    pub fn open(&self, account_id: &str, cursor: &str, filter: &MatchFilter) -> Result<PageAfter> {
        let (payload, tag) = cursor.split_once('.').ok_or_else(|| refused(NOT_ISSUED))?;
        let payload = URL_SAFE_NO_PAD.decode(payload).map_err(|_| refused(NOT_ISSUED))?;
        let tag = URL_SAFE_NO_PAD.decode(tag).map_err(|_| refused(NOT_ISSUED))?;
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes keys of any length");
        mac.update(&payload);
        mac.verify_truncated_left(&tag).map_err(|_| refused(NOT_ISSUED))?;
        let p: Payload = serde_json::from_slice(&payload).map_err(|_| refused(NOT_ISSUED))?;
        if p.a != account_id {
            return Err(refused(NOT_ISSUED));
        }
        if p.b != filter.band.map(|b| b.to_string()) || p.t != filter.since_us {
            return Err(refused(OTHER_FILTERS));
        }
        Ok(PageAfter { seen_at: p.s, id: p.i })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::Band;

    fn after() -> PageAfter {
        PageAfter { seen_at: 1_700_000_000_000_000, id: "m_0192".into() }
    }

    fn message(e: Error) -> String {
        assert_eq!(e.code(), "invalid_cursor");
        e.to_string()
    }

    #[test]
    fn a_cursor_opens_to_the_position_it_was_issued_for() {
        let key = CursorKey::new(b"secret".to_vec());
        let filter = MatchFilter { band: Some(Band::Strong), since_us: Some(5) };
        let cursor = key.issue("acct_a", &after(), &filter);
        assert!(cursor.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)));
        assert_eq!(key.open("acct_a", &cursor, &filter).unwrap(), after());
    }

    #[test]
    fn tampered_foreign_mismatched_or_other_accounts_cursors_are_refused() {
        let key = CursorKey::new(b"secret".to_vec());
        let filter = MatchFilter::default();
        let cursor = key.issue("acct_a", &after(), &filter);
        let mut tampered = cursor.clone().into_bytes();
        tampered[3] = if tampered[3] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(tampered).unwrap();
        assert_eq!(message(key.open("acct_a", &tampered, &filter).unwrap_err()), NOT_ISSUED);
        let other_key = CursorKey::new(b"other".to_vec());
        assert_eq!(message(other_key.open("acct_a", &cursor, &filter).unwrap_err()), NOT_ISSUED);
        assert_eq!(message(key.open("acct_a", "garbage", &filter).unwrap_err()), NOT_ISSUED);
        assert_eq!(message(key.open("acct_b", &cursor, &filter).unwrap_err()), NOT_ISSUED, "another account's cursor");
        let strong = MatchFilter { band: Some(Band::Strong), since_us: None };
        assert_eq!(message(key.open("acct_a", &cursor, &strong).unwrap_err()), OTHER_FILTERS);
    }
}
