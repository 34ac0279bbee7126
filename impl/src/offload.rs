//! Database work for the async adapters (the REST handlers, the agent tools,
//! the gate's key lookups). SQLite calls block, and the runtime has as many
//! threads as cores: a database that another process holds locked would stop
//! every request, `/healthz` included. On the blocking pool a locked database
//! stalls only the requests that need it, and each gives up after `wait`.
use std::time::Duration;

use crate::error::{Error, Result};

/// Runs `work` on tokio's blocking pool; after `wait` without an answer the
/// caller gets `Unavailable` (the work itself ends when SQLite gives up).
pub async fn run<T: Send + 'static>(wait: Duration, work: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    match tokio::time::timeout(wait, tokio::task::spawn_blocking(work)).await {
        Ok(Ok(result)) => result,
        Ok(Err(failed)) => Err(Error::Internal(anyhow::anyhow!("database work failed: {failed}"))),
        Err(_) => Err(Error::Unavailable {
            what: format!("the database (busy for more than {} ms)", wait.as_millis()),
            retry_after: Some(Duration::from_secs(1)),
        }),
    }
}
