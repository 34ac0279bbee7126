//! What `/mcp` checks before the MCP server sees a request: the `Host` (a
//! single header, and an absolute-form target's host too, against DNS
//! rebinding), the key (401 before any MCP exchange), the body (JSON, one
//! message, bounded size: anything else is a JSON-RPC error), and for an
//! `initialize` the access rule, the rate budget and the session bounds per key
//! and in total. Client-supplied names in `initialize` are cut to a sane
//! length before anything can log them. Tool calls pass the gate again, each
//! one a request of the key's budget (`crate::mcp`).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Response, StatusCode};
use axum::middleware::Next;
use http_body_util::BodyExt as _;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use serde_json::Value;

use super::errors::{error_response, plain_error};
use super::ApiSettings;
use crate::access::Gate;
use crate::mcp::{message_object, protocol_error, ProtocolError, MAX_MESSAGE_BYTES};

/// Characters kept of each name a client gives in `initialize`.
const CLIENT_NAME_CHARS: usize = 256;

pub struct McpGuard {
    gate: Arc<Gate>,
    sessions: Arc<LocalSessionManager>,
    allowed_hosts: Vec<String>,
    sessions_per_key: usize,
    sessions_in_total: usize,
    database_wait: Duration,
    /// Session id → the key that opened it.
    owners: Mutex<HashMap<Arc<str>, Arc<str>>>,
}

impl McpGuard {
    pub fn new(gate: Arc<Gate>, sessions: Arc<LocalSessionManager>, settings: &ApiSettings) -> McpGuard {
        McpGuard {
            gate,
            sessions,
            allowed_hosts: settings.mcp_allowed_hosts.clone(),
            sessions_per_key: settings.mcp_sessions_per_key,
            sessions_in_total: settings.mcp_sessions_in_total,
            database_wait: settings.database_wait(),
            owners: Mutex::default(),
        }
    }

    fn host_allowed(&self, host: &str) -> bool {
        let name = match host.rsplit_once(':') {
            Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
            _ => host,
        };
        let name = name.trim_start_matches('[').trim_end_matches(']');
        self.allowed_hosts.iter().any(|allowed| allowed.eq_ignore_ascii_case(name))
    }

    /// Sessions still open, per key and in all, after forgetting closed ones.
    async fn open_sessions(&self, key_id: &str) -> (usize, usize) {
        let live = self.sessions.sessions.read().await;
        let mut owners = self.owners.lock().unwrap_or_else(|e| e.into_inner());
        owners.retain(|session, _| live.contains_key(session));
        let per_key = owners.values().filter(|owner| &***owner == key_id).count();
        (per_key, live.len())
    }
}

pub async fn guard(State(guard): State<Arc<McpGuard>>, request: Request, next: Next) -> Response<Body> {
    let request_id = uuid::Uuid::new_v4().simple().to_string();
    let hosts: Vec<&HeaderValue> = request.headers().get_all(header::HOST).iter().collect();
    let host_ok = match hosts.as_slice() {
        [one] => one.to_str().is_ok_and(|h| guard.host_allowed(h)),
        _ => false,
    };
    let target_ok = request.uri().authority().is_none_or(|a| guard.host_allowed(a.as_str()));
    if !host_ok || !target_ok {
        return plain_error(StatusCode::FORBIDDEN, "forbidden_host", "this Host is not allowed to use /mcp");
    }
    let authorization = request.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
    let key = match guard.gate.identify_off_runtime(authorization, guard.database_wait).await {
        Ok(key) => key,
        Err(refused) => return error_response(&refused, &request_id),
    };
    if request.method() != axum::http::Method::POST {
        return next.run(request).await;
    }

    // A body declared too large is refused before a byte of it is read.
    let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|length| length > MAX_MESSAGE_BYTES) {
        return json_rpc_error(StatusCode::PAYLOAD_TOO_LARGE, &ProtocolError::too_large());
    }
    let (parts, body) = request.into_parts();
    let bytes = match http_body_util::Limited::new(body, MAX_MESSAGE_BYTES).collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(_) => return json_rpc_error(StatusCode::PAYLOAD_TOO_LARGE, &ProtocolError::too_large()),
    };
    let mut message = match message_object(&bytes) {
        Ok(message) => Value::Object(message),
        Err(refused) => return json_rpc_error(StatusCode::BAD_REQUEST, &refused),
    };
    let initialize = message["method"] == "initialize";
    if initialize {
        if let Err(refused) = guard.gate.admit_off_runtime(authorization_of(&parts), guard.database_wait).await {
            return error_response(&refused, &request_id);
        }
        let (per_key, in_total) = guard.open_sessions(&key.key_id).await;
        if per_key >= guard.sessions_per_key || in_total >= guard.sessions_in_total {
            let mut response = plain_error(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_sessions",
                format!(
                    "at most {} MCP sessions per key ({} in all); end one with DELETE /mcp, or wait for idle ones to expire",
                    guard.sessions_per_key, guard.sessions_in_total
                ),
            );
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(60));
            return response;
        }
    }
    // The bytes go on as they came, unless a client name had to be cut.
    let body = match initialize && cut_client_names(&mut message) {
        true => Body::from(serde_json::to_vec(&message).expect("a parsed message serializes")),
        false => Body::from(bytes),
    };
    let response = next.run(Request::from_parts(parts, body)).await;
    if initialize {
        if let Some(session) = response.headers().get("mcp-session-id").and_then(|v| v.to_str().ok()) {
            let mut owners = guard.owners.lock().unwrap_or_else(|e| e.into_inner());
            owners.insert(session.into(), key.key_id.clone());
        }
    }
    response
}

fn authorization_of(parts: &axum::http::request::Parts) -> Option<&str> {
    parts.headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok())
}

/// The names a client gives about itself, cut to `CLIENT_NAME_CHARS`;
/// whether any was cut.
fn cut_client_names(message: &mut Value) -> bool {
    let mut cut = false;
    if let Some(Value::Object(info)) = message.pointer_mut("/params/clientInfo") {
        for value in info.values_mut() {
            if let Value::String(text) = value {
                if text.chars().count() > CLIENT_NAME_CHARS {
                    *text = text.chars().take(CLIENT_NAME_CHARS).collect();
                    cut = true;
                }
            }
        }
    }
    cut
}

fn json_rpc_error(status: StatusCode, error: &ProtocolError) -> Response<Body> {
    let mut response = Response::new(Body::from(protocol_error(Value::Null, error).to_string()));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn client_names_are_cut_and_other_fields_left_alone() {
        let mut message = json!({"method": "initialize", "params": {
            "clientInfo": {"name": "x".repeat(3_000_000), "version": "1.0"}, "capabilities": {"a": "y".repeat(300)}}});
        assert!(cut_client_names(&mut message));
        assert_eq!(message["params"]["clientInfo"]["name"].as_str().unwrap().len(), CLIENT_NAME_CHARS);
        assert_eq!(message["params"]["clientInfo"]["version"], "1.0");
        assert_eq!(message["params"]["capabilities"]["a"].as_str().unwrap().len(), 300);
    }
}
