//! Every non-2xx answer is the Error body `{"error":{"code","message"}}`
//! (docs/design.md, "Errors"). This is the one mapping from the service's
//! `Error` to HTTP, and the one rewrite of the generated server's own
//! plain-text answers.
use axum::body::Body;
use axum::http::{header, HeaderName, HeaderValue, Response, StatusCode};
use threadwatch_api::models;

use crate::error::{Error, RateStatus};

fn body_response(status: StatusCode, body: &models::Error) -> Response<Body> {
    let body = serde_json::to_vec(body).expect("an error body always serializes");
    Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body))
        .expect("a static response is valid")
}

/// An answer the front makes itself (no such path, a panic).
pub fn plain_error(status: StatusCode, code: &str, message: impl Into<String>) -> Response<Body> {
    body_response(status, &models::Error { error: models::ErrorDetail { code: code.to_owned(), message: message.into() } })
}

/// The answer for a failure: its status, the Error body, and for 429 the
/// `Retry-After` and rate headers.
pub fn error_response(e: &Error, request_id: &str) -> Response<Body> {
    let status = StatusCode::from_u16(e.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = body_response(status, &e.body(request_id));
    match e {
        Error::RateLimited(rate) => {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(rate.reset_secs.max(1)));
            add_rate_headers(&mut response, rate);
        }
        Error::Unavailable { retry_after, .. } => {
            let secs = retry_after.map_or(1, |d| d.as_secs().max(1));
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        _ => {}
    }
    response
}

// Built once: a header name given as text is parsed on every insert.
const RATE_LIMIT: HeaderName = HeaderName::from_static("x-ratelimit-limit");
const RATE_REMAINING: HeaderName = HeaderName::from_static("x-ratelimit-remaining");
const RATE_RESET: HeaderName = HeaderName::from_static("x-ratelimit-reset");

pub fn add_rate_headers(response: &mut Response<Body>, rate: &RateStatus) {
    let headers = response.headers_mut();
    headers.insert(RATE_LIMIT, HeaderValue::from(rate.limit));
    headers.insert(RATE_REMAINING, HeaderValue::from(rate.remaining));
    headers.insert(RATE_RESET, HeaderValue::from(rate.reset_secs));
}

/// The generated server answers some failures itself, in plain text (an
/// unparsable query value, an unknown path). Those are rewritten here into the
/// Error body, keeping the status.
pub fn json_error_from_generated(status: StatusCode, text: &str) -> Response<Body> {
    match status {
        StatusCode::BAD_REQUEST => {
            // "Couldn't parse query parameter limit - doesn't match schema: invalid digit found in string"
            let message = text
                .strip_prefix("Couldn't parse query parameter ")
                .and_then(|rest| rest.split_once(" - "))
                .map(|(name, why)| {
                    let why = why.strip_prefix("doesn't match schema: ").unwrap_or(why);
                    format!("{name}: invalid value ({why})")
                })
                .unwrap_or_else(|| text.to_owned());
            plain_error(status, "invalid_parameter", message)
        }
        StatusCode::NOT_FOUND => plain_error(status, "not_found", "no such path"),
        StatusCode::METHOD_NOT_ALLOWED => method_not_allowed(),
        s if s.is_server_error() => {
            log::error!("the generated server failed: {s} {text}");
            plain_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", "internal error")
        }
        s => plain_error(s, "error", text.to_owned()),
    }
}

pub fn method_not_allowed() -> Response<Body> {
    let mut response = plain_error(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "the API is read-only; use GET",
    );
    response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_database_answers_503_with_retry_after() {
        let busy = Error::Unavailable { what: "the database".into(), retry_after: None };
        let response = error_response(&busy, "r1");
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[header::RETRY_AFTER], "1");
        assert_eq!(response.headers()[header::CONTENT_TYPE], "application/json");
    }

    #[test]
    fn generated_parse_errors_name_the_parameter() {
        let r = json_error_from_generated(
            StatusCode::BAD_REQUEST,
            "Couldn't parse query parameter limit - doesn't match schema: invalid digit found in string",
        );
        assert_eq!(r.status(), StatusCode::BAD_REQUEST);
        assert_eq!(r.headers()[header::CONTENT_TYPE], "application/json");
    }
}
