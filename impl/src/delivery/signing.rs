//! Webhook signatures (docs/design.md, "Webhooks"), in two schemes over the
//! same secrets, one signature per valid secret:
//! - `Threadwatch-Signature`, exactly Stripe's: `t=<unix seconds>,v1=<hex
//!   HMAC-SHA256 of "<t>.<raw body>">`, keyed by the secret string as is;
//! - Standard Webhooks' `webhook-signature`: `v1,<base64 HMAC-SHA256 of
//!   "<id>.<t>.<raw body>">`, keyed by the bytes the secret's base64 after
//!   `whsec_` stands for.
use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

pub fn signature_header(secrets: &[&str], timestamp: i64, body: &[u8]) -> String {
    let mut header = format!("t={timestamp}");
    for secret in secrets {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
        mac.update(format!("{timestamp}.").as_bytes());
        mac.update(body);
        header.push_str(",v1=");
        header.push_str(&hex::encode(mac.finalize().into_bytes()));
    }
    header
}

/// The `webhook-signature` value of Standard Webhooks. A secret whose part
/// after `whsec_` is not base64 signs with its text's bytes.
pub fn standard_signature(secrets: &[&str], delivery_id: &str, timestamp: i64, body: &[u8]) -> String {
    let signatures: Vec<String> = secrets
        .iter()
        .map(|secret| {
            let encoded = secret.strip_prefix("whsec_").unwrap_or(secret);
            let key = STANDARD.decode(encoded).unwrap_or_else(|_| encoded.as_bytes().to_vec());
            let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes keys of any length");
            mac.update(format!("{delivery_id}.{timestamp}.").as_bytes());
            mac.update(body);
            format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
        })
        .collect();
    signatures.join(" ")
}

/// A new signing secret: `whsec_` and 32 random bytes in base64.
pub fn new_secret() -> String {
    let bytes: [u8; 32] = rand::random();
    format!("whsec_{}", STANDARD.encode(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_a_signature_computed_by_openssl() {
        // printf '%s' '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
        let header = signature_header(&["whsec_test"], 1_700_000_000, br#"{"a":1}"#);
        assert_eq!(header, "t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789");
    }

    #[test]
    fn the_standard_webhooks_signature_matches_one_computed_by_openssl() {
        // key=$(printf '%s' 'c2VjcmV0' | base64 -d | xxd -p)   # "secret"
        // printf '%s' 'msg_1.1700000000.{"a":1}' | openssl dgst -sha256 -mac HMAC -macopt hexkey:$key -binary | base64
        let signature = standard_signature(&["whsec_c2VjcmV0"], "msg_1", 1_700_000_000, br#"{"a":1}"#);
        assert_eq!(signature, "v1,Q5nZ7DiOGwijBBqvBVAK6c0zDr2JLkXI7TaV4f+Q2vY=");
        assert_eq!(standard_signature(&["whsec_a", "whsec_b"], "m", 1, b"x").matches("v1,").count(), 2);
    }

    #[test]
    fn carries_one_v1_per_secret() {
        let header = signature_header(&["whsec_new", "whsec_old"], 1, b"x");
        assert_eq!(header.matches(",v1=").count(), 2);
        assert!(new_secret().starts_with("whsec_"));
        assert_ne!(new_secret(), new_secret());
    }
}
