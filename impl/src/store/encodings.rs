//! The sentence encoders' readings of profiles' texts, kept across restarts:
//! encoding every situation again after a start costs minutes of a core at
//! ten thousand profiles.
use rusqlite::params;

use super::{optional, Store};
use crate::error::Result;

impl Store {
    /// The vector `model` made of `text`, as it was kept.
    pub fn encoding(&self, model: &str, text: &str) -> Result<Option<Vec<u8>>> {
        optional(self.conn()?.query_row(
            "SELECT vector FROM encodings WHERE model = ?1 AND text = ?2",
            params![model, text],
            |r| r.get(0),
        ))
    }

    /// Keeps `vector`, in place of any kept before (one that could not be
    /// read back is then mended, not encoded again at every start).
    pub fn keep_encoding(&self, model: &str, text: &str, vector: &[u8]) -> Result<()> {
        self.conn()?.execute(
            "INSERT OR REPLACE INTO encodings (model, text, vector) VALUES (?1, ?2, ?3)",
            params![model, text, vector],
        )?;
        Ok(())
    }

    /// Drops what other encoders than `models` made: after an upgrade, it
    /// is never read again.
    pub fn forget_encodings_but(&self, models: &[&str]) -> Result<usize> {
        let kept = vec!["?"; models.len()].join(", ");
        let sql = format!("DELETE FROM encodings WHERE model NOT IN ({kept})");
        Ok(self.conn()?.execute(&sql, rusqlite::params_from_iter(models))?)
    }
}
