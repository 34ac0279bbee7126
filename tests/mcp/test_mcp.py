"""The agent-tool server, driven by the official MCP Python SDK against the
real server: over Streamable HTTP at /mcp and over stdio (`threadwatch mcp`)."""
import json
import urllib.error
import urllib.request

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from conftest import BIN, rest

pytestmark = pytest.mark.anyio

TOOLS = {"list_matches", "get_match", "get_product", "list_searches", "get_monitoring"}


def http_client(base, key):
    http = create_mcp_http_client(headers={"Authorization": f"Bearer {key}"})
    return Client(streamable_http_client(f"{base}/mcp", http_client=http))


def stdio_client(tw, key):
    params = StdioServerParameters(command=BIN, args=["--db", str(tw.db), "mcp", "--api-key", key], env=tw.env())
    return Client(params)


async def every_tool_equals_rest(client, base, key):
    tools = await client.list_tools()
    assert {t.name for t in tools.tools} == TOOLS
    for tool in tools.tools:
        assert tool.description and tool.input_schema["type"] == "object", tool
    limit = next(t for t in tools.tools if t.name == "list_matches").input_schema["properties"]["limit"]
    assert (limit.get("minimum"), limit.get("maximum")) == (1, 100), limit

    page = await client.call_tool("list_matches", {"limit": 2})
    assert not page.is_error, page
    status, _, rest_page = rest(base, "/v1/matches?limit=2", key)
    assert status == 200
    assert page.structured_content == rest_page
    assert "2 matches" in page.content[0].text

    cursor = rest_page["next_cursor"]
    second = await client.call_tool("list_matches", {"limit": 2, "cursor": cursor})
    assert second.structured_content == rest(base, f"/v1/matches?limit=2&cursor={cursor}", key)[2]

    match_id = rest_page["data"][0]["id"]
    detail = await client.call_tool("get_match", {"id": match_id})
    assert detail.structured_content == rest(base, f"/v1/matches/{match_id}", key)[2]
    assert "Why:" in detail.content[0].text

    for tool, path in [("get_product", "/v1/product"), ("list_searches", "/v1/searches"),
                       ("get_monitoring", "/v1/monitoring")]:
        result = await client.call_tool(tool, {})
        assert not result.is_error, result
        assert result.structured_content == rest(base, path, key)[2], tool


async def test_http_tools_show_what_the_rest_api_shows(tw):
    _, key = tw.customer("acme", matches=5)
    base = tw.serve(rate_limit=1000)
    async with http_client(base, key) as client:
        await every_tool_equals_rest(client, base, key)


async def test_stdio_tools_show_what_the_rest_api_shows(tw):
    _, key = tw.customer("acme", matches=5)
    base = tw.serve(rate_limit=1000)
    async with stdio_client(tw, key) as client:
        await every_tool_equals_rest(client, base, key)


def raw_mcp_post(base, headers):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}).encode()
    request = urllib.request.Request(f"{base}/mcp", data=body, method="POST", headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **headers})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


async def test_a_bad_or_revoked_key_is_refused_with_401(tw):
    account, key = tw.customer("acme")
    base = tw.serve()
    for headers in [{}, {"Authorization": "Bearer tw_live_unknown"}, {"Authorization": "Basic abc"}]:
        status, body = raw_mcp_post(base, headers)
        assert status == 401, (headers, body)
        assert json.loads(body)["error"]["code"] == "unauthorized"

    async with http_client(base, key) as client:
        assert not (await client.call_tool("get_product", {})).is_error
    key_id = tw.run("key", "list", "--account", account)["keys"][0]["key_id"]
    tw.run("key", "revoke", "--key", key_id)
    status, body = raw_mcp_post(base, {"Authorization": f"Bearer {key}"})
    assert status == 401


async def test_requests_from_a_foreign_browser_origin_are_refused(tw):
    _, key = tw.customer("acme")
    base = tw.serve()
    status, _ = raw_mcp_post(base, {"Authorization": f"Bearer {key}", "Origin": "https://evil.example"})
    assert status == 403


async def test_rest_and_tool_calls_share_one_rate_limit(tw):
    _, key = tw.customer("acme", matches=1)
    base = tw.serve(rate_limit=60)
    for _ in range(30):
        assert rest(base, "/v1/product", key)[0] == 200
    async with http_client(base, key) as client:
        for i in range(30):
            result = await client.call_tool("get_product", {})
            assert not result.is_error, (i, result)
        refused = await client.call_tool("list_matches", {})
        assert refused.is_error
        error = refused.structured_content["error"]
        assert error["code"] == "rate_limited"
        assert error["retry_after_seconds"] >= 1
        assert "retry in" in refused.content[0].text
    status, headers, body = rest(base, "/v1/product", key)
    assert status == 429 and body["error"]["code"] == "rate_limited"


async def test_an_expired_trial_gets_a_tool_error_that_says_so(tw):
    _, key = tw.customer("late", trial_ends_at="2020-01-01T00:00:00Z")
    base = tw.serve()
    async with http_client(base, key) as client:
        result = await client.call_tool("list_matches", {})
    assert result.is_error
    assert result.structured_content["error"]["code"] == "subscription_required"
    assert "subscription" in result.content[0].text


async def test_bad_input_gets_a_precise_error(tw):
    _, key = tw.customer("acme", matches=3)
    base = tw.serve(rate_limit=1000)
    async with http_client(base, key) as client:
        for args, code, words in [
            ({"limit": 0}, "invalid_parameter", "limit"),
            ({"limit": 101}, "invalid_parameter", "limit"),
            ({"since": "yesterday"}, "invalid_parameter", "since"),
            ({"cursor": "bm90LWEtY3Vyc29y"}, "invalid_cursor", "cursor"),
        ]:
            result = await client.call_tool("list_matches", args)
            assert result.is_error, args
            assert result.structured_content["error"]["code"] == code, (args, result)
            assert words in result.content[0].text, (args, result)
        missing = await client.call_tool("get_match", {"id": "m_nothing"})
        assert missing.is_error and missing.structured_content["error"]["code"] == "not_found"

        for name, args in [("list_matches", {"limit": "abc"}), ("list_matches", {"band": "huge"}),
                           ("get_match", {}), ("no_such_tool", {})]:
            try:
                result = await client.call_tool(name, args)
            except Exception as error:  # a JSON-RPC error from the server
                assert str(error), (name, args)
            else:
                assert result.is_error, (name, args, result)
                assert result.content and result.content[0].text, (name, args)
        # The server is still answering after all of that.
        assert not (await client.call_tool("get_product", {})).is_error
