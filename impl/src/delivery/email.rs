//! Email over SMTP with lettre: a multipart/alternative message (text and
//! HTML) from the configured sender.
use std::time::{Duration, Instant};

use lettre::message::{header::ContentType, Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{Message, SmtpTransport, Transport};

use super::http::Sent;
use super::message;
use super::policy::Outcome;

/// The `[smtp]` settings: the server email destinations go through.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SmtpSettings {
    /// Empty: no email.
    pub host: String,
    pub port: u16,
    pub security: SmtpSecurity,
    pub username: Option<String>,
    /// Never logged. Prefer the environment variable to the file.
    pub password: Option<String>,
    pub from: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SmtpSecurity {
    /// Plain connection upgraded with STARTTLS (usually port 587).
    Starttls,
    /// TLS from the start (usually port 465).
    Tls,
    /// No encryption: a local server only.
    None,
}

impl Default for SmtpSettings {
    fn default() -> SmtpSettings {
        SmtpSettings {
            host: String::new(),
            port: 587,
            security: SmtpSecurity::Starttls,
            username: None,
            password: None,
            from: "Threadwatch <alerts@threadwatch.example>".into(),
        }
    }
}

impl SmtpSettings {
    pub fn is_configured(&self) -> bool {
        !self.host.is_empty()
    }
}

pub struct Mailer {
    transport: SmtpTransport,
    from: Mailbox,
}

impl Mailer {
    pub fn new(config: &SmtpSettings, timeout: Duration) -> anyhow::Result<Mailer> {
        let builder = match config.security {
            SmtpSecurity::Starttls => SmtpTransport::starttls_relay(&config.host)?,
            SmtpSecurity::Tls => SmtpTransport::relay(&config.host)?,
            SmtpSecurity::None => SmtpTransport::builder_dangerous(&config.host),
        };
        let mut builder = builder.port(config.port).timeout(Some(timeout));
        if let (Some(user), Some(password)) = (&config.username, &config.password) {
            builder = builder.credentials(Credentials::new(user.clone(), password.clone()));
        }
        let from = config.from.parse().map_err(|e| anyhow::anyhow!("smtp_from {:?} is not an address: {e}", config.from))?;
        Ok(Mailer { transport: builder.build(), from })
    }

    pub fn send(&self, to: &str, mail: &message::Email) -> Sent {
        let started = Instant::now();
        let to: Mailbox = match to.parse() {
            Ok(to) => to,
            Err(e) => return Sent { outcome: Outcome::Permanent, ..Sent::failed(started, format!("not an address: {e}")) },
        };
        let domain = self.from.email.domain().to_owned();
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(&mail.subject)
            .date_now()
            .message_id(Some(format!("<{}@{domain}>", uuid::Uuid::new_v4())))
            .multipart(
                MultiPart::alternative()
                    .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(mail.text.clone()))
                    .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(mail.html.clone())),
            );
        let message = match message {
            Ok(message) => message,
            Err(e) => return Sent::failed(started, format!("cannot build the message: {e}")),
        };
        match self.transport.send(&message) {
            Ok(reply) => Sent {
                outcome: Outcome::Accepted,
                status: Some(reply.code().into()),
                duration: started.elapsed(),
                response_head: Some(reply.message().collect::<Vec<_>>().join(" ")),
                error: None,
            },
            // A 5xx reply: the server refuses for good (no such mailbox, relaying denied...).
            Err(e) if e.is_permanent() => Sent { outcome: Outcome::Permanent, ..Sent::failed(started, format!("the mail server refused: {e}")) },
            Err(e) => Sent::failed(started, format!("the mail server did not take it: {e}")),
        }
    }
}
