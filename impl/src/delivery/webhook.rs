//! Sending one webhook attempt: the exact stored bytes, signed.
use std::time::Instant;

use super::http::{Http, Sent};
use super::policy::Outcome;
use super::signing::signature_header;

pub fn send(http: &Http, url: &str, secrets: &[&str], delivery_id: &str, event: &str, body: &[u8]) -> Sent {
    let started = Instant::now();
    let signature = signature_header(secrets, chrono::Utc::now().timestamp(), body);
    let headers = [("Threadwatch-Event", event), ("Threadwatch-Delivery", delivery_id), ("Threadwatch-Signature", signature.as_str())];
    match http.post_json(url, &headers, body) {
        Ok(answer) => Sent::answered(started, Outcome::of_status(answer.status, answer.retry_after.as_deref()), &answer, None),
        Err(error) => Sent::failed(started, error),
    }
}
