//! The agent-tool (MCP) server: read-only tools that mirror the REST API.
//! Every tool call passes the same gate as a REST request (key, access rule,
//! rate limit: one call is one request of the same budget) and calls the same
//! read core, so an agent sees exactly what the API shows. Served over
//! Streamable HTTP at `/mcp` and over stdio (`threadwatch mcp`).
mod stdio;

pub use stdio::StdioLines;

use std::sync::Arc;
use std::time::Duration;

use rmcp::handler::server::{router::tool::ToolRouter, wrapper::Parameters};
use rmcp::model::{CallToolResult, ContentBlock as Content, Implementation, ServerCapabilities, ServerConfig};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{tool, tool_handler, tool_router, ErrorData, ServerHandler};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use threadwatch_api::models;

use crate::access::{Caller, Gate};
use crate::app::{parse_since, App, MatchQuery};
use crate::error::Error;
use crate::offload;

/// Where a tool call's API key comes from.
#[derive(Clone)]
enum KeySource {
    /// The `Authorization` header of the HTTP request (Streamable HTTP).
    Header,
    /// The key given on the command line (stdio).
    Fixed(Arc<str>),
}

#[derive(Clone)]
pub struct Tools {
    gate: Arc<Gate>,
    app: Arc<App>,
    key: KeySource,
    /// How long a call waits for a locked database (`offload`).
    wait: Duration,
    tool_router: ToolRouter<Tools>,
}

#[derive(Debug, Clone, Copy, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum BandArg {
    All,
    Strong,
    Possible,
    Research,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListMatchesArgs {
    /// Page size, from 1 to 100. Default 20.
    #[schemars(range(min = 1, max = 100))]
    pub limit: Option<u32>,
    /// The `next_cursor` of the previous page, to get the next one. Send the
    /// same band and since as for the first page.
    pub cursor: Option<String>,
    /// Only matches of this band: strong (score 75+), possible (50-74),
    /// research (below 50). `all` is no filter.
    pub band: Option<BandArg>,
    /// Only matches first seen at or after this RFC 3339 date-time, e.g.
    /// 2026-11-20T00:00:00Z.
    #[schemars(extend("format" = "date-time"))]
    pub since: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetMatchArgs {
    /// The match id, as listed by list_matches (e.g. m_01a2...).
    pub id: String,
}

#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

#[tool_router]
impl Tools {
    /// Tools for HTTP clients: each call's key is read from its `Authorization` header.
    pub fn over_http(gate: Arc<Gate>, app: Arc<App>, wait: Duration) -> Tools {
        Tools { gate, app, key: KeySource::Header, wait, tool_router: Self::tool_router() }
    }

    /// Tools for one key (stdio).
    pub fn for_key(gate: Arc<Gate>, app: Arc<App>, key: &str, wait: Duration) -> Tools {
        Tools { gate, app, key: KeySource::Fixed(key.into()), wait, tool_router: Self::tool_router() }
    }

    #[tool(
        description = "List the Reddit posts that matched the product, newest first, one page at a time. \
                       Each match has a 0-100 match_score, a band, the post's title, subreddit, url and excerpt, \
                       and a suggested reply draft (never posted). When next_cursor is present, call again with \
                       it as cursor for older matches.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn list_matches(
        &self,
        Parameters(args): Parameters<ListMatchesArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        let since = match args.since.as_deref().map(parse_since).transpose() {
            Ok(since) => since,
            Err(e) => return Ok(failure(&e)),
        };
        let query = MatchQuery {
            limit: args.limit,
            cursor: args.cursor,
            band: args.band.map(|b| match b {
                BandArg::All => models::BandFilter::All,
                BandArg::Strong => models::BandFilter::Strong,
                BandArg::Possible => models::BandFilter::Possible,
                BandArg::Research => models::BandFilter::Research,
            }),
            since,
        };
        self.answer(&ctx, move |app, account| app.list_matches(account, &query), render_page).await
    }

    #[tool(
        description = "Get one match by id: every list field plus match_reason (why it matched) and \
                       destination_results (where it was delivered).",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn get_match(
        &self,
        Parameters(args): Parameters<GetMatchArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        self.answer(&ctx, move |app, account| app.get_match(account, &args.id), render_match).await
    }

    #[tool(
        description = "Get the product profile matches are scored against (keywords, competitors, negative \
                       keywords, subreddits, delivery level), what Threadwatch understood of it, and the \
                       monitoring state.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn get_product(
        &self,
        Parameters(_): Parameters<NoArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        self.answer(&ctx, |app, account| app.get_product(account), render_product).await
    }

    #[tool(
        description = "List the searches that watch Reddit for the product, with their state, last run and \
                       posts seen.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn list_searches(
        &self,
        Parameters(_): Parameters<NoArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        self.answer(&ctx, |app, account| app.list_searches(account), render_searches).await
    }

    #[tool(
        description = "Get the monitoring state (active, paused or expired), the last review of new posts \
                       and the delivery destinations with their health.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn get_monitoring(
        &self,
        Parameters(_): Parameters<NoArgs>,
        ctx: RequestContext<RoleServer>,
    ) -> Result<CallToolResult, ErrorData> {
        self.answer(&ctx, |app, account| app.get_monitoring(account), render_monitoring).await
    }
}

impl Tools {
    /// Admits the call through the gate, runs the read and shapes the result:
    /// the REST JSON as structured content, a short text rendering as content.
    async fn answer<T: Serialize + Send + 'static>(
        &self,
        ctx: &RequestContext<RoleServer>,
        read: impl FnOnce(&App, &str) -> Result<T, Error> + Send + 'static,
        render: fn(&T) -> String,
    ) -> Result<CallToolResult, ErrorData> {
        let caller = match self.admit(ctx).await {
            Ok(caller) => caller,
            Err(refused) => return Ok(refused),
        };
        let app = self.app.clone();
        match offload::run(self.wait, move || read(&app, &caller.account_id)).await {
            Ok(value) => {
                let json = serde_json::to_value(&value).map_err(|e| ErrorData::internal_error(e.to_string(), None))?;
                let mut result = CallToolResult::success(vec![Content::text(render(&value))]);
                result.structured_content = Some(json);
                Ok(result)
            }
            Err(e) => Ok(failure(&e)),
        }
    }

    async fn admit(&self, ctx: &RequestContext<RoleServer>) -> Result<Caller, CallToolResult> {
        let header = match &self.key {
            KeySource::Fixed(key) => Some(format!("Bearer {key}")),
            KeySource::Header => ctx
                .extensions
                .get::<http::request::Parts>()
                .and_then(|p| p.headers.get(http::header::AUTHORIZATION))
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned),
        };
        self.gate.admit_off_runtime(header.as_deref(), self.wait).await.map_err(|refused| failure(&refused))
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Tools {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("threadwatch", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "Threadwatch finds Reddit posts relevant to the user's product. Use list_matches to see \
                 recent matches (filter with band=strong for the best leads), get_match for why a post \
                 matched and a draft reply. Everything is read-only; nothing is ever posted to Reddit.",
            )
    }
}

/// The one mapping from the service's `Error` to a tool result: a tool error
/// carrying the same Error body as the REST API (and, when rate limited, the
/// seconds to wait).
fn failure(e: &Error) -> CallToolResult {
    let body = e.body(&uuid::Uuid::new_v4().simple().to_string()).error;
    let mut result = CallToolResult::error(vec![Content::text(format!("{}: {}", body.code, body.message))]);
    let mut json = serde_json::json!({"error": {"code": body.code, "message": body.message}});
    if let Error::RateLimited(rate) = e {
        json["error"]["retry_after_seconds"] = rate.reset_secs.max(1).into();
    }
    result.structured_content = Some(json);
    result
}

fn render_page(page: &models::MatchPage) -> String {
    let mut text = match page.data.len() {
        0 => "No matches.".to_owned(),
        n => format!("{n} matches, newest first:"),
    };
    for m in &page.data {
        text.push_str(&format!("\n- [{} {}] r/{}: {} ({})", m.band, m.match_score, m.subreddit, m.title, m.id));
    }
    if let Some(swagger::Nullable::Present(cursor)) = &page.next_cursor {
        text.push_str(&format!("\nMore: call list_matches with cursor \"{cursor}\"."));
    }
    text
}

fn render_match(m: &models::MatchDetail) -> String {
    let reply = match &m.suggested_reply {
        Some(swagger::Nullable::Present(reply)) => format!("\nSuggested reply (draft, never posted): {reply}"),
        _ => String::new(),
    };
    format!(
        "{}\nr/{} · {} {} · {}\nWhy: {}{reply}",
        m.title, m.subreddit, m.band, m.match_score, m.url, m.match_reason
    )
}

fn render_product(p: &models::Product) -> String {
    format!(
        "{} — {}\nKeywords: {}\nCompetitors: {}\nWatching: {}\nMonitoring: {}",
        p.name,
        p.understanding.summary,
        p.keywords.join(", "),
        p.competitors.join(", "),
        p.subreddits.iter().map(|s| format!("r/{s}")).collect::<Vec<_>>().join(", "),
        p.monitoring_state
    )
}

fn render_searches(list: &models::SearchList) -> String {
    let mut text = format!("{} searches:", list.data.len());
    for s in &list.data {
        let what = match (&s.subreddit, &s.query) {
            (Some(swagger::Nullable::Present(sub)), _) => format!("r/{sub}"),
            (_, Some(swagger::Nullable::Present(q))) => format!("\"{q}\""),
            _ => s.id.clone(),
        };
        text.push_str(&format!("\n- {what}: {}, {} posts seen", s.state, s.posts_seen));
    }
    text
}

fn render_monitoring(m: &models::Monitoring) -> String {
    let review = match &m.last_review {
        Some(r) => format!(
            "last review started {}: {} posts seen, {} matches found",
            r.started_at.to_rfc3339(),
            r.posts_seen,
            r.matches_found
        ),
        None => "no review yet".to_owned(),
    };
    let source = match &m.source {
        Some(s) if s.state != models::SourceStatusState::Ok => {
            let detail = match &s.detail {
                Some(swagger::Nullable::Present(detail)) => format!(" ({detail})"),
                _ => String::new(),
            };
            format!(" Reddit: {}{detail}.", s.state)
        }
        _ => String::new(),
    };
    let gaps = match m.gaps.as_deref() {
        Some([latest, ..]) => format!(" Gaps: {}, latest {} to {}.", m.gaps.as_ref().map_or(0, Vec::len), latest.from, latest.to),
        _ => String::new(),
    };
    format!("Monitoring {}; {review}; {} destinations.{source}{gaps}", m.state, m.destinations.len())
}

/// The largest message either transport takes.
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// Why a message was refused, as a JSON-RPC error code and message.
#[derive(Debug)]
pub struct ProtocolError {
    pub code: i64,
    pub message: String,
}

impl ProtocolError {
    fn invalid(message: impl Into<String>) -> ProtocolError {
        ProtocolError { code: -32600, message: message.into() }
    }

    pub fn too_large() -> ProtocolError {
        ProtocolError::invalid("the message is larger than 1 MiB")
    }
}

/// The JSON object of one message, or why the bytes are not one: -32700 for
/// text that is not JSON, -32600 for JSON that is not a single object.
pub fn message_object(bytes: &[u8]) -> Result<serde_json::Map<String, serde_json::Value>, ProtocolError> {
    match serde_json::from_slice(bytes) {
        Ok(serde_json::Value::Object(message)) => Ok(message),
        Ok(serde_json::Value::Array(_)) => Err(ProtocolError::invalid("batches are not supported")),
        Ok(_) => Err(ProtocolError::invalid("a message is a JSON object")),
        Err(e) => Err(ProtocolError { code: -32700, message: format!("not JSON: {e}") }),
    }
}

/// The JSON-RPC error answer to a refused message (`id` null when it has none).
pub fn protocol_error(id: serde_json::Value, error: &ProtocolError) -> serde_json::Value {
    serde_json::json!({"jsonrpc": "2.0", "id": id, "error": {"code": error.code, "message": error.message}})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_monitoring_text_tells_of_a_refused_source_and_of_gaps() {
        let now = chrono::Utc::now();
        let monitoring = models::Monitoring {
            state: models::MonitoringState::Active,
            last_review: None,
            next_review_at: None,
            destinations: vec![],
            source: Some(models::SourceStatus {
                state: models::SourceStatusState::Refused,
                detail: Some(swagger::Nullable::Present("set [reddit] client_id".into())),
                checked_at: now,
            }),
            gaps: Some(vec![models::Gap {
                subreddits: vec!["webdev".into()],
                kind: models::ItemKind::Post,
                from: "t3_a".into(),
                to: "t3_b".into(),
                items_not_recovered: None,
                recorded_at: now,
            }]),
        };
        let text = render_monitoring(&monitoring);
        assert!(text.contains("Reddit: refused (set [reddit] client_id)"), "{text}");
        assert!(text.contains("Gaps: 1, latest t3_a to t3_b"), "{text}");
    }
}
