//! Threadwatch: watches public Reddit posts, scores each against a customer's
//! product profile, stores the relevant ones as matches, delivers them, and
//! serves them through the read-only API generated from openapi.yaml.
//!
//! Modules from the bottom up (each imports only those below it):
//! `error`, `offload`, `domain` → `store` → `scoring` (→ `judge`), `monitor`, `access`,
//! `cursor`, `delivery` → `app` → `api`, `mcp` → `config`, `server` → `demo`, `cli`.
pub mod access;
mod api;
pub mod app;
mod cli;
pub mod config;
pub mod cursor;
mod delivery;
mod demo;
pub mod domain;
pub mod error;
pub mod judge;
mod mcp;
mod monitor;
mod offload;
pub mod scoring;
pub mod server;
pub mod store;
mod web;

pub use cli::main;
