//! The ceiling of the HTTP stack on this machine: hyper on the same runtime
//! as the service, answering every request with the same bytes (a file) and
//! no work. Used by bench/api.sh beside the real server.
//!
//! cargo run --release -p threadwatch --example bare_server -- BODY_FILE
use std::convert::Infallible;

use bytes::Bytes;
use http_body_util::Full;
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let path = std::env::args().nth(1).ok_or_else(|| anyhow::anyhow!("usage: bare_server BODY_FILE"))?;
    let body = Bytes::from(std::fs::read(path)?);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    eprintln!("listening on http://{}", listener.local_addr()?);
    loop {
        let (stream, _) = listener.accept().await?;
        let body = body.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |_req: Request<hyper::body::Incoming>| {
                let body = body.clone();
                async move {
                    Ok::<_, Infallible>(
                        Response::builder()
                            .header("content-type", "application/json")
                            .body(Full::new(body))
                            .expect("a static response is valid"),
                    )
                }
            });
            let _ = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new())
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}
