//! Keyset cursors: an opaque, URL-safe string carrying the position of the last
//! match of a page and the filters the page was asked with, signed so that a
//! cursor we did not issue, or one used with other filters, is refused.
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

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
}

pub struct CursorKey(Vec<u8>);

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum CursorError {
    #[error("cursor: not a cursor issued by this service")]
    NotIssued,
    #[error("cursor: it was issued for other filters; send the same band and since as the first page")]
    OtherFilters,
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

    pub fn issue(&self, after: &PageAfter, filter: &MatchFilter) -> String {
        let payload = serde_json::to_vec(&Payload {
            s: after.seen_at,
            i: after.id.clone(),
            b: filter.band.map(|b| b.to_string()),
            t: filter.since_us,
        })
        .expect("a cursor payload always serializes");
        format!("{}.{}", URL_SAFE_NO_PAD.encode(&payload), URL_SAFE_NO_PAD.encode(self.tag(&payload)))
    }

    /// The position a cursor stands for, if we issued it for these filters.
    pub fn open(&self, cursor: &str, filter: &MatchFilter) -> Result<PageAfter, CursorError> {
        let (payload, tag) = cursor.split_once('.').ok_or(CursorError::NotIssued)?;
        let payload = URL_SAFE_NO_PAD.decode(payload).map_err(|_| CursorError::NotIssued)?;
        let tag = URL_SAFE_NO_PAD.decode(tag).map_err(|_| CursorError::NotIssued)?;
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes keys of any length");
        mac.update(&payload);
        mac.verify_truncated_left(&tag).map_err(|_| CursorError::NotIssued)?;
        let p: Payload = serde_json::from_slice(&payload).map_err(|_| CursorError::NotIssued)?;
        if p.b != filter.band.map(|b| b.to_string()) || p.t != filter.since_us {
            return Err(CursorError::OtherFilters);
        }
        Ok(PageAfter { seen_at: p.s, id: p.i })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use threadwatch_api::models::Band;

    fn after() -> PageAfter {
        PageAfter { seen_at: 1_700_000_000_000_000, id: "m_0192".into() }
    }

    #[test]
    fn a_cursor_opens_to_the_position_it_was_issued_for() {
        let key = CursorKey::new(b"secret".to_vec());
        let filter = MatchFilter { band: Some(Band::Strong), since_us: Some(5) };
        let cursor = key.issue(&after(), &filter);
        assert!(cursor.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)));
        assert_eq!(key.open(&cursor, &filter), Ok(after()));
    }

    #[test]
    fn tampered_foreign_or_mismatched_cursors_are_refused() {
        let key = CursorKey::new(b"secret".to_vec());
        let filter = MatchFilter::default();
        let cursor = key.issue(&after(), &filter);
        let mut tampered = cursor.clone().into_bytes();
        tampered[3] = if tampered[3] == b'A' { b'B' } else { b'A' };
        let tampered = String::from_utf8(tampered).unwrap();
        assert_eq!(key.open(&tampered, &filter), Err(CursorError::NotIssued));
        assert_eq!(CursorKey::new(b"other".to_vec()).open(&cursor, &filter), Err(CursorError::NotIssued));
        assert_eq!(key.open("garbage", &filter), Err(CursorError::NotIssued));
        let strong = MatchFilter { band: Some(Band::Strong), since_us: None };
        assert_eq!(key.open(&cursor, &strong), Err(CursorError::OtherFilters));
    }
}
