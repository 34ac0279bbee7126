//! The listener's hygiene: every connection has a deadline for its request
//! headers (which also closes idle keep-alive connections and slowloris
//! senders), the number of open connections is bounded (one over the bound is
//! answered 503 with the JSON Error body and closed, never left waiting), and
//! a shutdown waits for requests in flight only up to a deadline. A request
//! hyper cannot parse is answered with the Error body too (`unparsable`).
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::io::AsyncWriteExt as _;
use tokio::sync::Semaphore;
use tower::ServiceExt as _;

use super::unparsable::ErrorBodies;
use super::{ApiSettings, Front};

/// A pause after a failed accept (out of file descriptors), so the loop does
/// not spin while the condition lasts.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(50);

pub async fn serve(
    front: Front,
    listener: tokio::net::TcpListener,
    settings: &ApiSettings,
    shutdown: impl Future<Output = ()>,
) {
    let open = Arc::new(Semaphore::new(settings.max_connections));
    let graceful = GracefulShutdown::new();
    // HTTP/1.1 only: its deadline for headers runs from the first byte a
    // connection is expected to send (HTTP/2 detection would first wait for bytes).
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(Duration::from_millis(settings.header_read_timeout_ms));
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    log::warn!("cannot accept a connection: {e}");
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        // Answers go out whole at once; Nagle's algorithm would only delay them.
        let _ = tcp.set_nodelay(true);
        let Ok(permit) = open.clone().try_acquire_owned() else {
            log::warn!("refusing a connection from {peer}: {} connections are open", settings.max_connections);
            tokio::spawn(refuse(tcp));
            continue;
        };
        let tcp = TokioIo::new(ErrorBodies::new(tcp));
        // The web app counts failed sign-ins per client address (the API's
        // requests, the hot path, are spared the extension's allocation).
        let service = TowerToHyperService::new(front.clone().map_request(move |r: hyper::Request<hyper::body::Incoming>| {
            let mut r = r.map(Body::new);
            if r.uri().path().starts_with("/app/") {
                r.extensions_mut().insert(axum::extract::ConnectInfo(peer));
            }
            r
        }));
        let connection = graceful.watch(http.serve_connection(tcp, service));
        tokio::spawn(async move {
            let _ = connection.await;
            drop(permit);
        });
    }
    drop(listener);
    let grace = Duration::from_secs(settings.shutdown_grace_seconds);
    if tokio::time::timeout(grace, graceful.shutdown()).await.is_err() {
        log::warn!("stopped waiting after {grace:?} for connections still open");
    }
}

/// A connection over the bound: 503 with the Error body, then closed.
async fn refuse(mut tcp: tokio::net::TcpStream) {
    let body = r#"{"error":{"code":"unavailable","message":"too many open connections; try again shortly"}}"#;
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 1\r\n\
         connection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), tcp.write_all(answer.as_bytes())).await;
    let _ = tcp.shutdown().await;
}
