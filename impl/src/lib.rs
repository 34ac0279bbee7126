//! Threadwatch: watches public Reddit posts, scores each against a customer's
//! product profile, stores the relevant ones as matches and serves them
//! through the read-only API generated from openapi.yaml.
pub mod access;
pub mod api;
pub mod cli;
pub mod config;
pub mod cursor;
pub mod delivery;
pub mod demo;
pub mod destinations;
pub mod mcp;
pub mod monitor;
pub mod reads;
pub mod scoring;
pub mod store;
