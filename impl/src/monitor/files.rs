//! Posts and comments from a file, streamed: newline-delimited JSON, one
//! object per line (the format of public Reddit dumps, of posts or of
//! comments), or a Reddit listing document
//! (`{"kind":"Listing","data":{"children":[...]}}`, or an array of them);
//! plain or zstd-compressed (`.zst`, read with the long windows the dumps
//! use). Memory stays constant on multi-gigabyte dumps: items are handed on
//! in batches. A line that is not JSON is counted with its number and
//! skipped; it never stops the import. Dumps keep Reddit's HTML escaping
//! (`&amp;`), which is undone here.
use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use anyhow::Context as _;
use serde_json::Value;

use crate::domain::{RedditItem, Skip};
use crate::error::{Error, Result};

/// Posts handed on at a time.
pub const BATCH: usize = 5_000;
/// How many bad line numbers an import reports (it counts them all).
const BAD_LINES_SHOWN: usize = 20;
/// zstd window the Reddit dumps are compressed with (`--long=31`).
const ZSTD_WINDOW_LOG_MAX: u32 = 31;

#[derive(Debug, Default, serde::Serialize)]
pub struct FileCounts {
    pub read: u64,
    /// Items that are neither posts nor comments we can review, by reason.
    pub skipped: BTreeMap<&'static str, u64>,
    pub bad_lines: u64,
    /// The first bad lines' numbers.
    pub bad_line_numbers: Vec<u64>,
}

/// A page of a listing, as Reddit answers it (read with `raw_json=1`, so
/// nothing is escaped).
#[derive(Debug, Default)]
pub struct Page {
    pub read: u64,
    pub items: Vec<RedditItem>,
    pub skipped: BTreeMap<&'static str, u64>,
    /// The fullname to ask the next page after; `None` on the last page.
    pub after: Option<String>,
}

pub fn parse_page(text: &str) -> Result<Page> {
    let mut file = Page::default();
    let mut counts = FileCounts::default();
    let document: Value = serde_json::from_str(text).context("not JSON")?;
    file.after = document.pointer("/data/after").and_then(Value::as_str).map(str::to_owned);
    for_each_item(document, &mut |item| {
        counts.read += 1;
        match RedditItem::from_json(item) {
            Ok(item) => file.items.push(item),
            Err(skip) => *counts.skipped.entry(skip.reason()).or_default() += 1,
        }
    })?;
    file.read = counts.read;
    file.skipped = counts.skipped;
    Ok(file)
}

/// Streams the items of a file to `on_batch`, in batches of up to `BATCH`.
/// `on_bytes` is told how many bytes of the file were read so far.
pub fn stream_items(
    path: &Path,
    mut on_batch: impl FnMut(Vec<RedditItem>) -> Result<()>,
    mut on_bytes: impl FnMut(u64),
) -> Result<FileCounts> {
    let mut counts = FileCounts::default();
    let mut batch = Vec::with_capacity(BATCH);
    let take = |item: Value, counts: &mut FileCounts, batch: &mut Vec<RedditItem>| {
        counts.read += 1;
        match RedditItem::from_json(item) {
            Ok(item) => batch.push(item.unescaped()),
            Err(skip) => *counts.skipped.entry(Skip::reason(skip)).or_default() += 1,
        }
    };

    let mut reader = open(path)?;
    let mut line = String::new();
    let mut number = 0u64;
    let mut document_mode = false;
    loop {
        line.clear();
        let n = reader.read_line(&mut line).with_context(|| format!("cannot read {}", path.display()))?;
        if n == 0 {
            break;
        }
        number += 1;
        on_bytes(reader.get_ref().bytes_read());
        let trimmed = line.trim();
        if trimmed.is_empty() {
            continue;
        }
        match serde_json::from_str::<Value>(trimmed) {
            Ok(value) => for_each_item(value, &mut |item| take(item, &mut counts, &mut batch))?,
            // A pretty-printed listing starts with a line that is only its opening.
            Err(_) if number == 1 && matches!(trimmed, "{" | "[") => {
                document_mode = true;
                break;
            }
            Err(_) => {
                counts.bad_lines += 1;
                if counts.bad_line_numbers.len() < BAD_LINES_SHOWN {
                    counts.bad_line_numbers.push(number);
                }
            }
        }
        if batch.len() >= BATCH {
            on_batch(std::mem::take(&mut batch))?;
        }
    }
    if document_mode {
        let document: Value = serde_json::from_reader(open(path)?)
            .with_context(|| format!("{} is neither JSON lines nor a listing document", path.display()))?;
        for_each_item(document, &mut |item| take(item, &mut counts, &mut batch))?;
        on_bytes(u64::MAX);
    }
    if !batch.is_empty() {
        on_batch(batch)?;
    }
    Ok(counts)
}

/// Hands on the items of a listing, an array of listings, or a single post.
fn for_each_item(value: Value, take: &mut dyn FnMut(Value)) -> Result<()> {
    match value {
        Value::Array(items) => {
            for item in items {
                for_each_item(item, take)?;
            }
        }
        listing if listing.get("kind").and_then(Value::as_str) == Some("Listing") => {
            let Some(Value::Array(children)) = listing.get("data").and_then(|d| d.get("children")).cloned() else {
                return Err(Error::invalid("a Listing without data.children"));
            };
            children.into_iter().for_each(take);
        }
        item => take(item),
    }
    Ok(())
}

/// Counts the bytes read from the file itself (compressed, for `.zst`), for
/// the progress bar.
pub struct Counted<R> {
    inner: R,
    read: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, std::sync::atomic::Ordering::Relaxed);
        Ok(n)
    }
}

pub struct Source {
    inner: Box<dyn Read>,
    read: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl Source {
    fn bytes_read(&self) -> u64 {
        self.read.load(std::sync::atomic::Ordering::Relaxed)
    }
}

impl Read for Source {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.inner.read(buf)
    }
}

fn open(path: &Path) -> Result<BufReader<Source>> {
    let file = File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
    let read = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    let counted = Counted { inner: file, read: read.clone() };
    let inner: Box<dyn Read> = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("zst")) {
        let mut decoder = zstd::Decoder::new(counted).with_context(|| format!("{} is not zstd", path.display()))?;
        decoder.window_log_max(ZSTD_WINDOW_LOG_MAX)?;
        Box::new(decoder)
    } else {
        Box::new(counted)
    };
    Ok(BufReader::with_capacity(1 << 20, Source { inner, read }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stream(text: &str, name: &str) -> (Vec<RedditItem>, FileCounts) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let mut posts = vec![];
        let counts = stream_items(&path, |batch| {
            posts.extend(batch);
            Ok(())
        }, |_| {}).unwrap();
        (posts, counts)
    }

    const POST: &str = r#"{"kind":"t3","data":{"id":"a","subreddit":"s","title":"t","created_utc":1}}"#;

    #[test]
    fn bad_lines_are_counted_with_their_numbers_and_the_rest_is_read() {
        let (posts, counts) = stream(&format!("{POST}\n{{broken\n\n{POST}\nnot json\n"), "p.jsonl");
        assert_eq!(posts.len(), 2);
        assert_eq!((counts.bad_lines, counts.bad_line_numbers.clone()), (2, vec![2, 5]));
    }

    #[test]
    fn listings_pretty_or_not_and_json_lines_give_the_same_posts() {
        let listing = format!(r#"{{"kind":"Listing","data":{{"children":[{POST},{POST}]}}}}"#);
        let pretty = serde_json::to_string_pretty(&serde_json::from_str::<Value>(&listing).unwrap()).unwrap();
        let (a, _) = stream(&listing, "l.json");
        let (b, _) = stream(&pretty, "p.json");
        let (c, _) = stream(&format!("{POST}\n{POST}\n"), "c.jsonl");
        assert_eq!(a.len(), 2);
        assert_eq!(a, b);
        assert_eq!(b, c);
    }

    #[test]
    fn zstd_files_are_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.jsonl.zst");
        let compressed = zstd::encode_all(format!("{POST}\n{POST}\n").as_bytes(), 3).unwrap();
        std::fs::write(&path, compressed).unwrap();
        let mut n = 0;
        stream_items(&path, |batch| {
            n += batch.len();
            Ok(())
        }, |_| {}).unwrap();
        assert_eq!(n, 2);
    }
}
