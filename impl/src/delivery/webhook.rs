//! Sending one webhook attempt: the exact stored bytes, signed, to a vetted
//! address, with a time limit, never following a redirect.
use std::time::{Duration, Instant};

use ureq::unversioned::transport::DefaultConnector;

use super::guard::{self, VettingResolver};
use super::policy::Outcome;
use super::signing::signature_header;

/// How much of an answer is kept with the attempt.
const RESPONSE_HEAD_BYTES: u64 = 512;

pub struct Sender {
    agent: ureq::Agent,
    insecure: bool,
}

/// One attempt, as it went.
#[derive(Debug, Clone)]
pub struct Sent {
    pub outcome: Outcome,
    pub status: Option<u16>,
    pub duration: Duration,
    pub response_head: Option<String>,
    pub error: Option<String>,
}

impl Sender {
    pub fn new(timeout: Duration, insecure: bool) -> Sender {
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(concat!("Threadwatch-Webhooks/", env!("CARGO_PKG_VERSION")))
            .build();
        let agent = ureq::Agent::with_parts(config, DefaultConnector::default(), VettingResolver { insecure });
        Sender { agent, insecure }
    }

    pub fn send(&self, url: &str, secrets: &[&str], delivery_id: &str, event: &str, body: &[u8]) -> Sent {
        let started = Instant::now();
        let failed = |error: String| Sent {
            outcome: Outcome::Failed { retry_after: None },
            status: None,
            duration: started.elapsed(),
            response_head: None,
            error: Some(error),
        };
        if let Err(refused) = guard::check_url(url, self.insecure) {
            return failed(format!("refused target: {refused}"));
        }
        let signature = signature_header(secrets, chrono::Utc::now().timestamp(), body);
        let response = self
            .agent
            .post(url)
            .header("Content-Type", "application/json")
            .header("Threadwatch-Event", event)
            .header("Threadwatch-Delivery", delivery_id)
            .header("Threadwatch-Signature", &signature)
            .send(body);
        match response {
            Ok(mut response) => {
                let status = response.status().as_u16();
                let retry_after =
                    response.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_owned);
                let head = response
                    .body_mut()
                    .with_config()
                    .limit(RESPONSE_HEAD_BYTES)
                    .read_to_vec()
                    .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
                    .ok();
                Sent {
                    outcome: Outcome::of_status(status, retry_after.as_deref()),
                    status: Some(status),
                    duration: started.elapsed(),
                    response_head: head,
                    error: None,
                }
            }
            Err(e) => failed(describe(&e)),
        }
    }
}

fn describe(e: &ureq::Error) -> String {
    match e {
        ureq::Error::Timeout(_) => "no answer within the time limit".to_owned(),
        ureq::Error::HostNotFound => "the host name does not resolve".to_owned(),
        other => other.to_string(),
    }
}
