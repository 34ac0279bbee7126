//! The agent tools over stdin and stdout, one JSON-RPC message per line. The
//! SDK's own stdio transport skips a line that is not JSON without a word;
//! this one answers every line it cannot take as JSON-RPC asks, with the same
//! errors as `/mcp` over HTTP: -32700 for text that is not JSON, -32600 for
//! JSON that is not one message or a line over 1 MiB. Notifications (no
//! `id`) are never answered, and a notification the SDK does not know is
//! skipped, as the SDK does.
use std::future::Future;
use std::io;
use std::sync::Arc;

use rmcp::service::{RoleServer, RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use serde_json::Value;
use tokio::io::{AsyncBufRead, AsyncBufReadExt as _, AsyncWrite, AsyncWriteExt as _};
use tokio::sync::Mutex;

use super::{message_object, protocol_error, ProtocolError, MAX_MESSAGE_BYTES};

pub struct StdioLines<R, W> {
    input: R,
    /// Shared by the replies the SDK sends and the errors sent from here, so
    /// that lines never interleave.
    output: Arc<Mutex<W>>,
}

impl<R, W> StdioLines<R, W> {
    pub fn new(input: R, output: W) -> StdioLines<R, W> {
        StdioLines { input, output: Arc::new(Mutex::new(output)) }
    }
}

/// One line of input, without its end.
enum Line {
    Text(Vec<u8>),
    TooLong,
}

impl Line {
    fn new(text: Vec<u8>, too_long: bool) -> Line {
        if too_long {
            Line::TooLong
        } else {
            Line::Text(text)
        }
    }
}

impl<R: AsyncBufRead + Unpin, W> StdioLines<R, W> {
    /// The next line; `None` at the end of input. A line over the limit is
    /// read to its end but not kept.
    async fn next_line(&mut self) -> io::Result<Option<Line>> {
        let (mut line, mut too_long, mut read_any) = (Vec::new(), false, false);
        loop {
            let available = self.input.fill_buf().await?;
            if available.is_empty() {
                return Ok(read_any.then_some(Line::new(line, too_long)));
            }
            read_any = true;
            let end = available.iter().position(|&b| b == b'\n');
            let chunk = &available[..end.unwrap_or(available.len())];
            too_long |= line.len() + chunk.len() > MAX_MESSAGE_BYTES;
            if !too_long {
                line.extend_from_slice(chunk);
            }
            let consumed = end.map_or(available.len(), |end| end + 1);
            self.input.consume(consumed);
            if end.is_some() {
                return Ok(Some(Line::new(line, too_long)));
            }
        }
    }
}

async fn write_line<W: AsyncWrite + Unpin>(output: &Mutex<W>, mut line: Vec<u8>) -> io::Result<()> {
    line.push(b'\n');
    let mut output = output.lock().await;
    output.write_all(&line).await?;
    output.flush().await
}

/// What a line of input is: a message, one to pass over, or an error to answer.
fn take(line: &[u8]) -> Result<Option<RxJsonRpcMessage<RoleServer>>, (Value, ProtocolError)> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = line.strip_prefix("\u{feff}".as_bytes()).unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Ok(None);
    }
    let object = message_object(line).map_err(|e| (Value::Null, e))?;
    match serde_json::from_value(Value::Object(object.clone())) {
        Ok(message) => Ok(Some(message)),
        Err(_) if object.get("id").is_none() => Ok(None),
        Err(e) => {
            let id = object.get("id").filter(|id| id.is_string() || id.is_number()).cloned().unwrap_or(Value::Null);
            Err((id, ProtocolError::invalid(format!("not an MCP message: {e}"))))
        }
    }
}

impl<R, W> Transport<RoleServer> for StdioLines<R, W>
where
    R: AsyncBufRead + Unpin + Send,
    W: AsyncWrite + Unpin + Send + 'static,
{
    type Error = io::Error;

    fn send(&mut self, item: TxJsonRpcMessage<RoleServer>) -> impl Future<Output = io::Result<()>> + Send + 'static {
        let output = self.output.clone();
        async move { write_line(&output, serde_json::to_vec(&item)?).await }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        loop {
            let answer = match self.next_line().await {
                Ok(None) => return None,
                Err(e) => {
                    log::error!("reading the MCP client's messages: {e}");
                    return None;
                }
                Ok(Some(Line::TooLong)) => (Value::Null, ProtocolError::too_large()),
                Ok(Some(Line::Text(line))) => match take(&line) {
                    Ok(Some(message)) => return Some(message),
                    Ok(None) => continue,
                    Err(answer) => answer,
                },
            };
            let (id, error) = answer;
            log::warn!("an MCP message was refused: {}", error.message);
            if let Err(e) = write_line(&self.output, protocol_error(id, &error).to_string().into_bytes()).await {
                log::error!("answering the MCP client: {e}");
                return None;
            }
        }
    }

    async fn close(&mut self) -> io::Result<()> {
        self.output.lock().await.flush().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_that_are_not_messages_are_told_apart() {
        let code = |line: &str| take(line.as_bytes()).err().map(|(id, e)| (id, e.code));
        assert_eq!(code("{not json"), Some((Value::Null, -32700)));
        assert_eq!(code("[1, 2]"), Some((Value::Null, -32600)));
        assert_eq!(code(r#"{"jsonrpc":"2.0","id":7,"method":5}"#), Some((7.into(), -32600)));
        assert_eq!(code(r#"{"jsonrpc":"2.0","method":"notifications/unknown"}"#), None, "skipped, not answered");
        assert!(matches!(take(b"  \r"), Ok(None)));
        let ping = take(br#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#);
        assert!(matches!(ping, Ok(Some(_))));
    }
}
