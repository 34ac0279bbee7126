//! A client for an OpenAI-compatible chat-completions endpoint, the one API
//! Ollama, llama.cpp's server and the hosted services all speak: one request,
//! temperature 0 and a JSON object asked for, the answer's text returned.
use std::time::Duration;

use serde_json::{json, Value};

use super::LlmSettings;

/// Largest answer read: a verdict is a few hundred bytes.
const MAX_ANSWER: u64 = 1024 * 1024;
/// Tokens the model may write: a verdict and a short reply.
const MAX_TOKENS: u32 = 500;

/// Why the model gave no usable answer. Never carries the API key.
#[derive(Debug, thiserror::Error)]
pub enum ChatError {
    #[error("cannot reach the model ({0})")]
    Unreachable(String),
    #[error("the model answered HTTP {0}")]
    Status(u16),
    #[error("the model's answer is unusable: {0}")]
    Unusable(String),
}

pub struct Chat {
    agent: ureq::Agent,
    url: String,
    model: String,
    api_key: Option<String>,
}

impl Chat {
    pub fn new(settings: &LlmSettings) -> Chat {
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_millis(settings.timeout_ms)))
            .http_status_as_error(false)
            .max_redirects(0)
            .build();
        Chat {
            agent: agent.into(),
            url: format!("{}/chat/completions", settings.base_url.trim().trim_end_matches('/')),
            model: settings.model.trim().to_owned(),
            api_key: settings.api_key.clone().filter(|key| !key.trim().is_empty()),
        }
    }

    /// The model's answer to a system and a user message.
    pub fn ask(&self, system: &str, user: &str) -> Result<String, ChatError> {
        let body = json!({
            "model": self.model,
            "temperature": 0,
            "max_tokens": MAX_TOKENS,
            "response_format": {"type": "json_object"},
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
        });
        let mut request = self.agent.post(&self.url);
        if let Some(key) = &self.api_key {
            request = request.header("Authorization", &format!("Bearer {}", key.trim()));
        }
        let mut response = request.send_json(&body).map_err(|e| ChatError::Unreachable(e.to_string()))?;
        let status = response.status().as_u16();
        if !(200..300).contains(&status) {
            return Err(ChatError::Status(status));
        }
        let answer: Value = response
            .body_mut()
            .with_config()
            .limit(MAX_ANSWER)
            .read_json()
            .map_err(|e| ChatError::Unusable(format!("not JSON ({e})")))?;
        match &answer["choices"][0]["message"]["content"] {
            Value::String(content) => Ok(content.clone()),
            _ => Err(ChatError::Unusable("no choices[0].message.content".into())),
        }
    }
}
