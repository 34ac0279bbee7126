//! Answers kept between identical requests. A match page or a match detail is
//! a function of the database alone (no clock, no server state), so the bytes
//! the generated server produced are served again, per account and exact
//! path and query, for as long as the database is unchanged. The gate runs
//! for every request all the same: keys, access rule and rate limit.
use axum::body::Body;
use axum::http::{header, HeaderName, HeaderValue, Response, StatusCode};
use bytes::Bytes;
use http_body_util::BodyExt as _;
use quick_cache::Equivalent;
use uuid::Uuid;

use crate::store::{FreshCache, Lookup, Stamp, Store};

/// (account id, path and query) → the answer.
type Key = (String, String);

/// A `Key` borrowed from the request, so that a lookup copies nothing. It
/// hashes like `Key`: a tuple struct hashes its fields in order, as a tuple does.
#[derive(Hash)]
pub struct KeyRef<'a>(pub &'a str, pub &'a str);

impl Equivalent<Key> for KeyRef<'_> {
    fn equivalent(&self, key: &Key) -> bool {
        self.0 == key.0 && self.1 == key.1
    }
}

impl KeyRef<'_> {
    pub fn to_owned(&self) -> Key {
        (self.0.to_owned(), self.1.to_owned())
    }
}

/// A kept answer: all the generated server sends with a match read is the
/// content type (and the request id, which is per request).
#[derive(Clone)]
pub struct Answer {
    content_type: Option<HeaderValue>,
    body: Bytes,
}

/// The generated server's per-request header, replaced on every answer.
const SPAN_ID: HeaderName = HeaderName::from_static("x-span-id");

pub struct AnswerCache(FreshCache<Key, Answer>);

impl AnswerCache {
    pub fn new(store: &Store, megabytes: u64) -> AnswerCache {
        let weigh = |key: &Key, answer: &Answer| (key.0.len() + key.1.len() + answer.body.len() + 256) as u64;
        AnswerCache(FreshCache::new(store, "answer", megabytes.saturating_mul(1024 * 1024), weigh))
    }

    /// The kept answer as a response with this request's id, or the label
    /// to keep the answer under.
    pub fn lookup(&self, key: &KeyRef<'_>, request_id: Uuid) -> Lookup<Response<Body>> {
        match self.0.lookup(key) {
            Lookup::Hit(answer) => {
                let mut response = Response::new(Body::from(answer.body));
                if let Some(content_type) = answer.content_type {
                    response.headers_mut().insert(header::CONTENT_TYPE, content_type);
                }
                set_span_id(&mut response, request_id);
                Lookup::Hit(response)
            }
            Lookup::Miss(stamp) => Lookup::Miss(stamp),
        }
    }

    /// Keeps a successful answer and gives it back whole.
    pub async fn keep(&self, key: Key, stamp: Stamp, response: Response<Body>) -> Response<Body> {
        if response.status() != StatusCode::OK {
            return response;
        }
        let (parts, body) = response.into_parts();
        let body = match body.collect().await {
            Ok(body) => body.to_bytes(),
            Err(e) => {
                log::error!("an answer could not be read back for the cache: {e}");
                return super::plain_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", "internal error");
            }
        };
        let content_type = parts.headers.get(header::CONTENT_TYPE).cloned();
        self.0.keep(key, stamp, Answer { content_type, body: body.clone() });
        Response::from_parts(parts, Body::from(body))
    }
}

fn set_span_id(response: &mut Response<Body>, request_id: Uuid) {
    let mut text = [0; uuid::fmt::Simple::LENGTH];
    let value = HeaderValue::from_str(request_id.simple().encode_lower(&mut text))
        .expect("hex digits are a valid header value");
    response.headers_mut().insert(SPAN_ID, value);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_kept_answer_is_found_by_the_key_borrowed_from_the_next_request() {
        let (_dir, store) = crate::store::tests::store();
        let cache = AnswerCache::new(&store, 1);
        let key = KeyRef("a_1", "/v1/matches?limit=2");
        let Lookup::Miss(stamp) = cache.lookup(&key, Uuid::new_v4()) else { panic!("nothing is kept yet") };
        let answer =
            Response::builder().header(header::CONTENT_TYPE, "application/json").body(Body::from("[1]")).unwrap();
        cache.keep(key.to_owned(), stamp, answer).await;

        let request_id = Uuid::new_v4();
        let Lookup::Hit(again) = cache.lookup(&key, request_id) else { panic!("the kept answer must be found") };
        assert_eq!(again.headers()[SPAN_ID], request_id.simple().to_string());
        assert_eq!(again.headers()[header::CONTENT_TYPE], "application/json");
        assert_eq!(again.into_body().collect().await.unwrap().to_bytes(), "[1]");

        let other_account = KeyRef("a_2", "/v1/matches?limit=2");
        assert!(matches!(cache.lookup(&other_account, request_id), Lookup::Miss(_)));
    }
}
