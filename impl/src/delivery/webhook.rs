//! Sending one webhook attempt: the exact stored bytes, signed.
use std::time::Instant;

use super::http::{Http, Sent};
use super::policy::Outcome;
use super::signing::{signature_header, standard_signature};

/// Sends the stored bytes with Threadwatch's headers and, for receivers that
/// verify with the Standard Webhooks libraries, theirs: the same delivery id,
/// time and secrets.
pub fn send(http: &Http, url: &str, secrets: &[&str], delivery_id: &str, event: &str, body: &[u8]) -> Sent {
    let started = Instant::now();
    let now = chrono::Utc::now().timestamp();
    let signature = signature_header(secrets, now, body);
    let standard = standard_signature(secrets, delivery_id, now, body);
    let timestamp = now.to_string();
    let headers = [
        ("Threadwatch-Event", event),
        ("Threadwatch-Delivery", delivery_id),
        ("Threadwatch-Signature", signature.as_str()),
        ("webhook-id", delivery_id),
        ("webhook-timestamp", timestamp.as_str()),
        ("webhook-signature", standard.as_str()),
    ];
    match http.post_json(url, &headers, body) {
        Ok(answer) => Sent::answered(started, Outcome::of_status(answer.status, answer.retry_after.as_deref()), &answer, None),
        Err(error) => Sent::failed(started, error),
    }
}
