//! Every non-2xx answer is the Error body `{"error":{"code","message"}}`
//! (DESIGN §2). This is the one mapping from our failures to HTTP.
use axum::body::Body;
use axum::http::{header, HeaderName, HeaderValue, Response, StatusCode};
use threadwatch_api::models;

use crate::access::{RateStatus, Refusal};
use crate::reads::ReadError;

pub fn error_model(code: &str, message: impl Into<String>) -> models::Error {
    models::Error { error: models::ErrorDetail { code: code.to_owned(), message: message.into() } }
}

pub fn error_response(status: StatusCode, code: &str, message: impl Into<String>) -> Response<Body> {
    let body = serde_json::to_vec(&error_model(code, message)).expect("an error body always serializes");
    Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body))
        .expect("a static response is valid")
}

/// The code and message clients see for a failed read. Internal failures are
/// logged here with the request id and never described to the client.
pub fn read_error(e: &ReadError, request_id: &str) -> (StatusCode, models::Error) {
    match e {
        ReadError::InvalidParameter(m) => (StatusCode::BAD_REQUEST, error_model("invalid_parameter", m)),
        ReadError::InvalidCursor(c) => (StatusCode::BAD_REQUEST, error_model("invalid_cursor", c.to_string())),
        ReadError::NotFound(m) => (StatusCode::NOT_FOUND, error_model("not_found", m)),
        ReadError::Internal(e) => (StatusCode::INTERNAL_SERVER_ERROR, internal(e, request_id)),
    }
}

pub fn internal(e: &anyhow::Error, request_id: &str) -> models::Error {
    log::error!("request {request_id} failed: {e:#}");
    error_model("internal", format!("internal error (request id {request_id})"))
}

pub fn refusal_response(refusal: &Refusal, request_id: &str) -> Response<Body> {
    match refusal {
        Refusal::Unauthorized => error_response(StatusCode::UNAUTHORIZED, "unauthorized", refusal.to_string()),
        Refusal::SubscriptionRequired => {
            error_response(StatusCode::FORBIDDEN, "subscription_required", refusal.to_string())
        }
        Refusal::RateLimited(rate) => {
            let mut response = error_response(StatusCode::TOO_MANY_REQUESTS, "rate_limited", refusal.to_string());
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(rate.reset_secs.max(1)));
            add_rate_headers(&mut response, rate);
            response
        }
        Refusal::Internal(e) => {
            let body = internal(e, request_id);
            error_response(StatusCode::INTERNAL_SERVER_ERROR, &body.error.code, body.error.message)
        }
    }
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
            error_response(status, "invalid_parameter", message)
        }
        StatusCode::NOT_FOUND => error_response(status, "not_found", "no such path"),
        StatusCode::METHOD_NOT_ALLOWED => method_not_allowed(),
        s if s.is_server_error() => {
            log::error!("the generated server failed: {s} {text}");
            error_response(StatusCode::INTERNAL_SERVER_ERROR, "internal", "internal error")
        }
        s => error_response(s, "error", text.to_owned()),
    }
}

pub fn method_not_allowed() -> Response<Body> {
    let mut response = error_response(
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
    fn generated_parse_errors_name_the_parameter() {
        let r = json_error_from_generated(
            StatusCode::BAD_REQUEST,
            "Couldn't parse query parameter limit - doesn't match schema: invalid digit found in string",
        );
        assert_eq!(r.status(), StatusCode::BAD_REQUEST);
        assert_eq!(r.headers()[header::CONTENT_TYPE], "application/json");
    }
}
