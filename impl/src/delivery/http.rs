//! The HTTP client deliveries use: a time limit, never a redirect, and a
//! resolver that vets every address it connects to (`super::guard`).
use std::time::{Duration, Instant};

use ureq::unversioned::transport::DefaultConnector;

use super::guard::{self, VettingResolver};
use super::policy::Outcome;
use crate::store::AttemptRecord;

/// How much of an answer is read and kept with the attempt.
const RESPONSE_HEAD_BYTES: u64 = 2_048;

pub struct Http {
    agent: ureq::Agent,
    pub insecure: bool,
}

/// An answer, as far as deliveries care.
pub struct Answer {
    pub status: u16,
    pub retry_after: Option<String>,
    pub head: String,
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

impl Sent {
    /// The attempt as the store records it.
    pub fn record(&self, started_at: i64) -> AttemptRecord {
        AttemptRecord {
            started_at,
            duration_ms: self.duration.as_millis() as i64,
            status: self.status,
            response_head: self.response_head.clone(),
            error: self.error.clone(),
        }
    }

    pub fn failed(started: Instant, error: String) -> Sent {
        Sent { outcome: Outcome::Failed { retry_after: None }, status: None, duration: started.elapsed(), response_head: None, error: Some(error) }
    }

    pub fn answered(started: Instant, outcome: Outcome, answer: &Answer, error: Option<String>) -> Sent {
        Sent {
            outcome,
            status: Some(answer.status),
            duration: started.elapsed(),
            response_head: Some(answer.head.clone()),
            error,
        }
    }
}

impl Http {
    pub fn new(timeout: Duration, insecure: bool) -> Http {
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(concat!("Threadwatch-Webhooks/", env!("CARGO_PKG_VERSION")))
            .build();
        let agent = ureq::Agent::with_parts(config, DefaultConnector::default(), VettingResolver { insecure });
        Http { agent, insecure }
    }

    /// POSTs a JSON body. Errors are described without the URL, which may
    /// carry a token.
    pub fn post_json(&self, url: &str, headers: &[(&str, &str)], body: &[u8]) -> Result<Answer, String> {
        guard::check_url(url, self.insecure).map_err(|refused| format!("refused target: {refused}"))?;
        let mut request = self.agent.post(url).header("Content-Type", "application/json");
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let mut response = request.send(body).map_err(|e| describe(&e))?;
        let retry_after = response.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_owned);
        let head = response
            .body_mut()
            .with_config()
            .limit(RESPONSE_HEAD_BYTES)
            .read_to_vec()
            .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            .unwrap_or_default();
        Ok(Answer { status: response.status().as_u16(), retry_after, head })
    }
}

fn describe(e: &ureq::Error) -> String {
    match e {
        ureq::Error::Timeout(_) => "no answer within the time limit".to_owned(),
        ureq::Error::HostNotFound => "the host name does not resolve".to_owned(),
        ureq::Error::Io(io) => io.to_string(),
        ureq::Error::ConnectionFailed => "the connection failed".to_owned(),
        _ => "the request failed".to_owned(),
    }
}
