//! The people who use the web app: signing up (a new account on its trial),
//! signing in and out, invitations by one-time link, and the rule that a
//! person acts only on their own account's things.
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher as _, PasswordVerifier as _};
use argon2::Argon2;
use base64::Engine as _;
use chrono::{Duration, Utc};
use sha2::{Digest as _, Sha256};

use super::App;
use crate::error::{Error, Result};
use crate::store::{Account, Person};

/// A session lasts this long from signing in.
pub const SESSION_DAYS: i64 = 30;
/// An invitation link works once, within this time.
pub const INVITE_DAYS: i64 = 7;
/// NIST SP 800-63B: at least 8 characters; a long one is hashed whole, but not a book.
const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 8..=1024;

/// A started session: the token goes to the browser, only its digest is kept.
pub struct SessionStarted {
    pub token: String,
    pub person: Person,
}

/// Something of an account that a person may act on.
pub enum Owned<'a> {
    Key(&'a str),
    Destination(&'a str),
    Delivery(&'a str),
}

impl App {
    /// A new account on its trial, with this person, signed in.
    pub fn sign_up(&self, account_name: &str, email: &str, password: &str) -> Result<SessionStarted> {
        let email = checked_email(email)?;
        let hash = password_hash(password)?;
        let account = self.create_account(account_name, None)?;
        let person = self.store.add_person(&account.account_id, &email, &hash)?;
        self.start_session(person)
    }

    /// A person who signs in to an existing account (the demo's).
    pub fn add_person(&self, account_id: &str, email: &str, password: &str) -> Result<Person> {
        self.store.add_person(account_id, &checked_email(email)?, &password_hash(password)?)
    }

    /// Signs a person in; a wrong email and a wrong password are told apart
    /// neither in words nor in time.
    pub fn sign_in(&self, email: &str, password: &str) -> Result<SessionStarted> {
        let found = self.store.credentials(email.trim())?;
        let hash = found.as_ref().map_or(UNKNOWN_PERSON_HASH, |c| c.password_hash.as_str());
        let matches = PasswordHash::new(hash).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok());
        match found {
            Some(credentials) if matches => self.start_session(credentials.person),
            _ => Err(Error::invalid("the email or the password is wrong")),
        }
    }

    pub fn session(&self, token: &str) -> Result<Option<Person>> {
        self.store.session(&digest(token))
    }

    pub fn sign_out(&self, token: &str) -> Result<()> {
        self.store.end_session(&digest(token))
    }

    /// A one-time link's token that lets a person join the account.
    pub fn invite(&self, account_id: &str) -> Result<String> {
        let token = new_token();
        let expires = Utc::now() + Duration::days(INVITE_DAYS);
        self.store.add_invite(&digest(&token), account_id, expires.timestamp_micros())?;
        Ok(token)
    }

    /// The name of the account an invitation is for, if it is still good.
    pub fn invited_to(&self, token: &str) -> Result<Option<Account>> {
        match self.store.invite(&digest(token))? {
            Some(account_id) => Ok(Some(self.store.account(&account_id)?)),
            None => Ok(None),
        }
    }

    pub fn accept_invite(&self, token: &str, email: &str, password: &str) -> Result<SessionStarted> {
        let email = checked_email(email)?;
        let hash = password_hash(password)?;
        let person = self.store.accept_invite(&digest(token), &email, &hash)?;
        self.start_session(person)
    }

    pub fn account(&self, account_id: &str) -> Result<Account> {
        self.store.account(account_id)
    }

    /// Not found unless `thing` belongs to the account: another account's
    /// things are as invisible as ones that do not exist.
    pub fn ensure_owned(&self, account_id: &str, thing: Owned) -> Result<()> {
        let owned = match thing {
            Owned::Key(id) => self.store.list_keys(account_id)?.iter().any(|k| k.key_id == id),
            Owned::Destination(id) => self.store.destinations(account_id)?.iter().any(|d| d.id == id),
            Owned::Delivery(id) => self.store.list_deliveries(account_id, None)?.iter().any(|d| d.delivery_id == id),
        };
        match owned {
            true => Ok(()),
            false => Err(Error::not_found("no such thing in this account")),
        }
    }

    fn start_session(&self, person: Person) -> Result<SessionStarted> {
        let token = new_token();
        let expires = Utc::now() + Duration::days(SESSION_DAYS);
        self.store.start_session(&digest(&token), &person.id, expires.timestamp_micros())?;
        Ok(SessionStarted { token, person })
    }
}

/// Verified against when the email is unknown, so that answer takes as long
/// as a wrong password (the hash of a random password nobody knows).
const UNKNOWN_PERSON_HASH: &str =
    "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0kX4mfrHJ6hlt6m54iuvKaQZ4a4rvgRVfISNLw+ZEBY";

fn password_hash(password: &str) -> Result<String> {
    let chars = password.chars().count();
    if !PASSWORD_CHARS.contains(&chars) {
        return Err(Error::invalid(format!(
            "the password must have from {} to {} characters",
            PASSWORD_CHARS.start(),
            PASSWORD_CHARS.end()
        )));
    }
    let hash = Argon2::default()
        .hash_password(password.as_bytes())
        .map_err(|e| Error::Internal(anyhow::anyhow!("cannot hash a password: {e}")))?;
    Ok(hash.to_string())
}

/// An email as people type it: trimmed, one `@` with something on each side.
fn checked_email(email: &str) -> Result<String> {
    let email = email.trim();
    let shaped = email.len() <= 254
        && email.split_once('@').is_some_and(|(local, domain)| !local.is_empty() && domain.contains('.'))
        && !email.chars().any(|c| c.is_whitespace() || c.is_control());
    match shaped {
        true => Ok(email.to_owned()),
        false => Err(Error::invalid(format!("{email:?} is not an email address"))),
    }
}

/// 256 random bits, URL-safe.
fn new_token() -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>())
}

fn digest(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unknown_person_hash_parses_so_a_wrong_email_costs_a_real_verification() {
        let hash = PasswordHash::new(UNKNOWN_PERSON_HASH).unwrap();
        assert!(Argon2::default().verify_password(b"anything", &hash).is_err());
    }

    #[test]
    fn emails_are_checked_for_their_shape_only() {
        assert_eq!(checked_email(" ana@example.com ").unwrap(), "ana@example.com");
        for bad in ["", "ana", "@example.com", "ana@localhost", "a na@example.com"] {
            assert!(checked_email(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn short_passwords_are_refused_with_the_rule() {
        let e = password_hash("short").unwrap_err();
        assert!(e.to_string().contains("from 8 to 1024 characters"), "{e}");
        assert!(password_hash("long enough").unwrap().starts_with("$argon2id$"));
    }
}
