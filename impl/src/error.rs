//! The service's one error type. Every failure a caller can see is one of
//! these, with a stable code (docs/design.md, "Errors"); the HTTP front, the
//! agent tools and the command line each turn it into their own form once.
use std::time::Duration;

use threadwatch_api::models;

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No such thing for this account (another account's id is not found either).
    #[error("{0}")]
    NotFound(String),
    /// Input out of range or unparsable; the message names the parameter.
    #[error("{0}")]
    InvalidParameter(String),
    /// A cursor not issued by this service, or used with other filters or by another account.
    #[error("{0}")]
    InvalidCursor(String),
    #[error("missing, invalid or revoked API key")]
    Unauthorized,
    #[error("the trial has ended; an active subscription is required")]
    SubscriptionRequired,
    #[error("rate limit of {} requests per minute exceeded; retry in {} s", .0.limit, .0.reset_secs)]
    RateLimited(RateStatus),
    /// Something we depend on is busy or away for now (the database's write
    /// lock, Reddit's rate limit): the same call may succeed later.
    #[error("{what} is unavailable for now")]
    Unavailable { what: String, retry_after: Option<Duration> },
    /// A bug or a broken environment. The detail is for the log, never for a client.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The `X-RateLimit-*` figures of a key's rolling minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateStatus {
    pub limit: u32,
    pub remaining: u32,
    /// Whole seconds until the oldest counted request leaves the window.
    pub reset_secs: u64,
}

impl Error {
    pub fn code(&self) -> &'static str {
        match self {
            Error::NotFound(_) => "not_found",
            Error::InvalidParameter(_) => "invalid_parameter",
            Error::InvalidCursor(_) => "invalid_cursor",
            Error::Unauthorized => "unauthorized",
            Error::SubscriptionRequired => "subscription_required",
            Error::RateLimited(_) => "rate_limited",
            Error::Unavailable { .. } => "unavailable",
            Error::Internal(_) => "internal",
        }
    }

    pub fn status(&self) -> u16 {
        match self {
            Error::NotFound(_) => 404,
            Error::InvalidParameter(_) | Error::InvalidCursor(_) => 400,
            Error::Unauthorized => 401,
            Error::SubscriptionRequired => 403,
            Error::RateLimited(_) => 429,
            Error::Unavailable { .. } => 503,
            Error::Internal(_) => 500,
        }
    }

    /// True when trying the same thing again later may succeed.
    pub fn is_transient(&self) -> bool {
        matches!(self, Error::Unavailable { .. })
    }

    /// The Error body a client sees. Internal failures are logged here, with
    /// the request id the client is given, and never described to the client.
    pub fn body(&self, request_id: &str) -> models::Error {
        let message = match self {
            Error::Internal(e) => {
                log::error!("request {request_id} failed: {e:#}");
                format!("internal error (request id {request_id})")
            }
            Error::Unavailable { what, .. } => {
                log::warn!("request {request_id}: {what} is unavailable");
                format!("temporarily unavailable, try again (request id {request_id})")
            }
            other => other.to_string(),
        };
        models::Error { error: models::ErrorDetail { code: self.code().to_owned(), message } }
    }

    pub fn not_found(what: impl Into<String>) -> Error {
        Error::NotFound(what.into())
    }

    pub fn invalid(message: impl Into<String>) -> Error {
        Error::InvalidParameter(message.into())
    }
}

/// SQLite's "busy" and "locked" answers are transient: another connection
/// holds the lock. Anything else from SQLite is a bug or a broken file.
impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Error {
        use rusqlite::ErrorCode::{DatabaseBusy, DatabaseLocked, FileLockingProtocolFailed};
        match e.sqlite_error_code() {
            // SQLITE_PROTOCOL: another process kept the WAL index locked
            // through all of SQLite's own retries.
            Some(DatabaseBusy | DatabaseLocked | FileLockingProtocolFailed) => {
                Error::Unavailable { what: format!("the database ({e})"), retry_after: None }
            }
            _ => Error::Internal(e.into()),
        }
    }
}

/// The pool gives up when no connection frees up in time: transient.
impl From<r2d2::Error> for Error {
    fn from(e: r2d2::Error) -> Error {
        Error::Unavailable { what: format!("a database connection ({e})"), retry_after: None }
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Error {
        Error::Internal(e.into())
    }
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Error {
        Error::Internal(e.into())
    }
}
