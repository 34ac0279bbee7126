//! Webhook bodies, built from the models generated from openapi.yaml's
//! `WebhookTestEvent`, `PostMatchedEvent` and `ProductUpdatedEvent`, so they
//! are what the contract and the SDKs say. `version` is 1; `sent_at` is UTC
//! with milliseconds, fixed when the delivery is created so that every retry
//! sends the same bytes.
use chrono::{DateTime, Utc};
use serde::Serialize;
use threadwatch_api::models;

pub const TEST: &str = "webhook.test";
pub const POST_MATCHED: &str = "reddit.post.matched";
pub const PRODUCT_UPDATED: &str = "product.understanding.updated";
const VERSION: i32 = 1;

pub fn test_body(now: DateTime<Utc>) -> Vec<u8> {
    body(&models::WebhookTestEvent { event: models::WebhookTestEventEvent::WebhookTest, version: VERSION, test: true, sent_at: now }, now)
}

pub fn post_matched_body(m: models::MatchedPost, now: DateTime<Utc>) -> Vec<u8> {
    body(
        &models::PostMatchedEvent {
            event: models::PostMatchedEventEvent::RedditPostMatched,
            version: VERSION,
            test: false,
            sent_at: now,
            data: models::PostMatchedData { r#match: m },
        },
        now,
    )
}

pub fn product_updated_body(product: models::Product, now: DateTime<Utc>) -> Vec<u8> {
    body(
        &models::ProductUpdatedEvent {
            event: models::ProductUpdatedEventEvent::ProductUnderstandingUpdated,
            version: VERSION,
            test: false,
            sent_at: now,
            data: models::ProductUpdatedData { product },
        },
        now,
    )
}

/// Serializes an event with `sent_at` always carrying three fraction digits
/// (chrono would drop them when they are zero).
fn body(event: &impl Serialize, now: DateTime<Utc>) -> Vec<u8> {
    let mut value = serde_json::to_value(event).expect("an event always serializes");
    value["sent_at"] = now.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string().into();
    serde_json::to_vec(&value).expect("an event always serializes")
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_test_event_has_exactly_its_four_fields_with_milliseconds() {
        let now = Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap();
        let body: serde_json::Value = serde_json::from_slice(&test_body(now)).unwrap();
        assert_eq!(body, serde_json::json!({"event": "webhook.test", "version": 1, "test": true, "sent_at": "2026-11-22T10:00:00.000Z"}));
    }
}
