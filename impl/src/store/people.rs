//! The people who sign in to the web app, their sessions and invitations.
//! Tokens are stored only as digests, passwords only as hashes.
use rusqlite::{params, ErrorCode};

use super::{begin_write, new_id, now_us, optional, Store};
use crate::error::{Error, Result};

/// A signed-in person, as a session finds them.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: String,
    pub account_id: String,
    pub email: String,
}

/// What signing in checks.
pub struct Credentials {
    pub person: Person,
    pub password_hash: String,
}

impl Store {
    /// A new person in an account; an email already taken is refused.
    pub fn add_person(&self, account_id: &str, email: &str, password_hash: &str) -> Result<Person> {
        self.account(account_id)?;
        let id = new_id("person");
        let added = self.conn()?.execute(
            "INSERT INTO people (id, account_id, email, password_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, account_id, email, password_hash, now_us()],
        );
        match added {
            Err(e) if e.sqlite_error_code() == Some(ErrorCode::ConstraintViolation) => {
                Err(Error::invalid("an account already uses this email; sign in instead"))
            }
            other => {
                other?;
                Ok(Person { id, account_id: account_id.to_owned(), email: email.to_owned() })
            }
        }
    }

    pub fn credentials(&self, email: &str) -> Result<Option<Credentials>> {
        optional(self.conn()?.query_row(
            "SELECT id, account_id, email, password_hash FROM people WHERE email = ?1",
            [email],
            |r| {
                let person = Person { id: r.get(0)?, account_id: r.get(1)?, email: r.get(2)? };
                Ok(Credentials { person, password_hash: r.get(3)? })
            },
        ))
    }

    pub fn start_session(&self, digest: &[u8], person_id: &str, expires_at: i64) -> Result<()> {
        let conn = self.conn()?;
        // Sign-ins leave expired sessions behind; each new one sweeps them.
        conn.execute("DELETE FROM sessions WHERE expires_at <= ?1", [now_us()])?;
        conn.execute(
            "INSERT INTO sessions (digest, person_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
            params![digest, person_id, now_us(), expires_at],
        )?;
        Ok(())
    }

    /// The person of a live session.
    pub fn session(&self, digest: &[u8]) -> Result<Option<Person>> {
        optional(self.conn()?.query_row(
            "SELECT p.id, p.account_id, p.email FROM sessions s JOIN people p ON p.id = s.person_id
             WHERE s.digest = ?1 AND s.expires_at > ?2",
            params![digest, now_us()],
            |r| Ok(Person { id: r.get(0)?, account_id: r.get(1)?, email: r.get(2)? }),
        ))
    }

    pub fn end_session(&self, digest: &[u8]) -> Result<()> {
        self.conn()?.execute("DELETE FROM sessions WHERE digest = ?1", [digest])?;
        Ok(())
    }

    pub fn add_invite(&self, digest: &[u8], account_id: &str, expires_at: i64) -> Result<()> {
        self.account(account_id)?;
        self.conn()?.execute(
            "INSERT INTO invites (digest, account_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
            params![digest, account_id, now_us(), expires_at],
        )?;
        Ok(())
    }

    /// The account an unused, unexpired invitation is for.
    pub fn invite(&self, digest: &[u8]) -> Result<Option<String>> {
        optional(self.conn()?.query_row(
            "SELECT account_id FROM invites WHERE digest = ?1 AND used_at IS NULL AND expires_at > ?2",
            params![digest, now_us()],
            |r| r.get(0),
        ))
    }

    /// Uses an invitation up and adds the person it brings, in one
    /// transaction, so a link works once.
    pub fn accept_invite(&self, digest: &[u8], email: &str, password_hash: &str) -> Result<Person> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let now = now_us();
        let account_id: Option<String> = optional(tx.query_row(
            "UPDATE invites SET used_at = ?2 WHERE digest = ?1 AND used_at IS NULL AND expires_at > ?2
             RETURNING account_id",
            params![digest, now],
            |r| r.get(0),
        ))?;
        let account_id = account_id.ok_or_else(|| Error::invalid("this invitation has been used or has expired"))?;
        let id = new_id("person");
        let added = tx.execute(
            "INSERT INTO people (id, account_id, email, password_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, account_id, email, password_hash, now],
        );
        if let Err(e) = added {
            return Err(match e.sqlite_error_code() {
                Some(ErrorCode::ConstraintViolation) => Error::invalid("an account already uses this email"),
                _ => e.into(),
            });
        }
        tx.commit()?;
        Ok(Person { id, account_id, email: email.to_owned() })
    }

    /// Notes a key's use; callers write at most hourly (see migration V8).
    pub fn note_key_used(&self, key_id: &str, at: i64) -> Result<()> {
        self.conn()?.execute("UPDATE api_keys SET last_used_at = ?2 WHERE id = ?1", params![key_id, at])?;
        Ok(())
    }
}
