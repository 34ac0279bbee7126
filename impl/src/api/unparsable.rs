//! hyper answers a request it cannot parse by itself (414 for a target over
//! 64 KiB, 431 for too many or too large headers, 400 for bytes HTTP does not
//! allow), with an empty body, and has no hook to change that answer. So the
//! connection's writes are watched: hyper's automatic answer, always the last
//! thing written before it closes the connection, is replaced by the same
//! status with the JSON Error body. Our own answers always carry a content
//! type, so they never look like it.
use std::io::{self, IoSlice};
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose unparsable requests are answered with the Error body.
pub struct ErrorBodies<T> {
    inner: T,
    /// The replacement answer, still to be written.
    pending: Vec<u8>,
    written: usize,
}

impl<T> ErrorBodies<T> {
    pub fn new(inner: T) -> ErrorBodies<T> {
        ErrorBodies { inner, pending: Vec::new(), written: 0 }
    }
}

impl<T: AsyncWrite + Unpin> ErrorBodies<T> {
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.written < self.pending.len() {
            let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &self.pending[self.written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.written += n;
        }
        Poll::Ready(Ok(()))
    }

    /// Takes `bytes` as written: hyper's automatic answer at their end is
    /// replaced, and all of it is written from `pending`.
    fn replace(&mut self, cx: &mut Context<'_>, bytes: Vec<u8>) -> Poll<io::Result<usize>> {
        let taken = bytes.len();
        self.pending = with_error_body(bytes).expect("the answer was recognized");
        self.written = 0;
        // Whatever does not go out now goes out on the next write, flush or shutdown.
        let _ = self.poll_pending(cx)?;
        Poll::Ready(Ok(taken))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for ErrorBodies<T> {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for ErrorBodies<T> {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        ready!(self.poll_pending(cx))?;
        if automatic_answer(buf).is_some() {
            return self.replace(cx, buf.to_vec());
        }
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(mut self: Pin<&mut Self>, cx: &mut Context<'_>, bufs: &[IoSlice<'_>]) -> Poll<io::Result<usize>> {
        ready!(self.poll_pending(cx))?;
        if bufs.iter().rev().find(|b| !b.is_empty()).is_some_and(|last| automatic_answer(last).is_some()) {
            return self.replace(cx, bufs.iter().flat_map(|b| b.iter().copied()).collect());
        }
        Pin::new(&mut self.inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Where hyper's automatic answer starts in `bytes`, if they end with one:
/// a 400, 414 or 431 status line, then exactly `connection: close`,
/// `content-length: 0` and `date`.
fn automatic_answer(bytes: &[u8]) -> Option<usize> {
    let head = bytes.strip_suffix(b"\r\n\r\n")?;
    let start = head.windows(9).rposition(|w| w == b"HTTP/1.1 ")?;
    let mut lines = head[start..].split(|&b| b == b'\n').map(|line| line.strip_suffix(b"\r").unwrap_or(line));
    let status = lines.next()?.get(9..12)?;
    let [connection, length, date] = [lines.next()?, lines.next()?, lines.next()?];
    let automatic = matches!(status, b"400" | b"414" | b"431")
        && connection == b"connection: close"
        && length == b"content-length: 0"
        && date.starts_with(b"date: ")
        && lines.next().is_none();
    automatic.then_some(start)
}

/// `bytes` with the automatic answer at their end given the Error body.
fn with_error_body(mut bytes: Vec<u8>) -> Option<Vec<u8>> {
    let start = automatic_answer(&bytes)?;
    let message = match &bytes[start + 9..start + 12] {
        b"414" => "the request target is longer than 65,534 bytes; send fewer or shorter query values",
        b"431" => "the request has too many headers (at most 100) or they are too large",
        _ => "the request is not valid HTTP: a request target may hold only URL characters (percent-encode the others)",
    };
    let status_line = bytes[start..].split(|&b| b == b'\r').next()?.to_vec();
    let body = serde_json::json!({"error": {"code": "malformed_request", "message": message}}).to_string();
    bytes.truncate(start);
    bytes.extend_from_slice(&status_line);
    bytes.extend_from_slice(b"\r\ncontent-type: application/json\r\nconnection: close\r\n");
    bytes.extend_from_slice(format!("content-length: {}\r\n\r\n{body}", body.len()).as_bytes());
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    const AUTOMATIC: &[u8] =
        b"HTTP/1.1 414 URI Too Long\r\nconnection: close\r\ncontent-length: 0\r\ndate: Sun, 22 Nov 2026 13:09:13 GMT\r\n\r\n";

    #[test]
    fn only_hypers_own_empty_answer_is_replaced() {
        assert_eq!(automatic_answer(AUTOMATIC), Some(0));
        let ours = b"HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\nconnection: close\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        assert_eq!(automatic_answer(ours), None, "an answer with a content type is ours");
        let ok = b"HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        assert_eq!(automatic_answer(ok), None);

        // After an earlier answer written in the same buffer, only the last is replaced.
        let earlier = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}";
        let replaced = with_error_body([&earlier[..], AUTOMATIC].concat()).unwrap();
        let text = String::from_utf8(replaced).unwrap();
        let (first, second) = text.split_at(earlier.len());
        assert_eq!(first.as_bytes(), earlier);
        assert!(second.starts_with("HTTP/1.1 414 URI Too Long\r\ncontent-type: application/json\r\n"), "{second}");
        let body: serde_json::Value = serde_json::from_str(second.split("\r\n\r\n").nth(1).unwrap()).unwrap();
        assert_eq!(body["error"]["code"], "malformed_request");
    }
}
