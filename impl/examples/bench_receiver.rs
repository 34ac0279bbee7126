//! A webhook receiver for bench/deliveries.sh: answers 200 at once and
//! prints `<unix microseconds> <Threadwatch-Delivery> <Threadwatch-Event>`
//! for every request on stdout. With `hang` as its argument it answers only
//! the first request (the destination's test) and never answers the others.
//!
//! cargo run --release -p threadwatch --example bench_receiver [hang]
use std::convert::Infallible;
use std::io::Write;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::{Request, Response};
use hyper_util::rt::{TokioExecutor, TokioIo};

#[tokio::main(flavor = "current_thread")]
async fn main() -> anyhow::Result<()> {
    let hang = std::env::args().nth(1).as_deref() == Some("hang");
    let answered = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    eprintln!("listening on http://{}", listener.local_addr()?);
    loop {
        let (stream, _) = listener.accept().await?;
        let answered = answered.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request: Request<hyper::body::Incoming>| {
                let answered = answered.clone();
                async move {
                let header = |name: &str| {
                    request.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or("-").to_owned()
                };
                let (delivery, event) = (header("threadwatch-delivery"), header("threadwatch-event"));
                let _ = request.into_body().collect().await;
                let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
                let _ = writeln!(std::io::stdout().lock(), "{} {delivery} {event}", now.as_micros());
                if hang && answered.swap(true, std::sync::atomic::Ordering::SeqCst) {
                    std::future::pending::<()>().await;
                }
                Ok::<_, Infallible>(Response::new(Full::new(Bytes::from_static(b"ok"))))
                }
            });
            let _ = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new())
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}
