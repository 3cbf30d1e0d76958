/**
 * /api-explorer: a page of our own over /openapi.json, with nothing from elsewhere. It lists
 * every operation, and for the one picked shows a field per parameter, a body and a credential,
 * and sends the request with fetch, showing the status, headers and body. `?operation=<id>`
 * picks an operation on load, `&send=1` sends it too (links and the browser test use them).
 */
import { htmlPage } from "./service_info.ts";

const SCRIPT = String.raw`
(function () {
  "use strict";
  var doc = null, current = null;
  var $ = function (id) { return document.getElementById(id); };
  var el = function (tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined) e.textContent = text;
    return e;
  };
  function operations() {
    var out = [];
    Object.keys(doc.paths).forEach(function (path) {
      var item = doc.paths[path];
      Object.keys(item).forEach(function (method) {
        if (["get","post","put","patch","delete"].indexOf(method) < 0) return;
        var op = item[method];
        out.push({ id: op.operationId, method: method.toUpperCase(), path: path, op: op });
      });
    });
    return out;
  }
  function pick(id) {
    current = operations().find(function (o) { return o.id === id; }) || null;
    var form = $("params");
    form.textContent = "";
    $("response").textContent = "";
    $("status").textContent = "";
    if (!current) return;
    $("operation").value = current.id;
    $("summary").textContent = current.method + " " + current.path + " \u2014 " + (current.op.summary || "");
    (current.op.parameters || []).forEach(function (p) {
      if (p.name === "X-API-Version") return;
      var label = el("label", {}, p.name + " (" + p.in + (p.required ? ", required" : "") + ") ");
      var input = el("input", { "data-in": p.in, "data-name": p.name, id: "param-" + p.name });
      if (p.schema && p.schema.example !== undefined) input.placeholder = String(p.schema.example);
      label.appendChild(input);
      form.appendChild(label);
      form.appendChild(el("br"));
    });
    var hasBody = current.op.requestBody && current.op.requestBody.content &&
      current.op.requestBody.content["application/json"];
    $("body-row").hidden = !hasBody;
    var params = new URLSearchParams(location.search);
    (current.op.parameters || []).forEach(function (p) {
      var v = params.get("param." + p.name);
      if (v !== null && $("param-" + p.name)) $("param-" + p.name).value = v;
    });
  }
  function send() {
    if (!current) return Promise.resolve();
    var path = current.path, query = new URLSearchParams(), headers = {};
    var missing = [];
    Array.prototype.forEach.call(document.querySelectorAll("#params input"), function (input) {
      var name = input.getAttribute("data-name"), where = input.getAttribute("data-in");
      var value = input.value;
      if (!value) {
        if (where === "path") missing.push(name);
        return;
      }
      if (where === "path") path = path.replace("{" + name + "}", encodeURIComponent(value));
      else if (where === "query") query.append(name, value);
      else if (where === "header") headers[name] = value;
    });
    if (missing.length) {
      $("status").textContent = "missing path parameter: " + missing.join(", ");
      return Promise.resolve();
    }
    var credential = $("credential").value.trim();
    if (credential) {
      var kind = $("credential-kind").value;
      if (kind === "bearer") headers["Authorization"] = "Bearer " + credential;
      else headers[kind] = credential;
    }
    var init = { method: current.method, headers: headers };
    if (!$("body-row").hidden && $("body").value.trim()) {
      headers["Content-Type"] = "application/json";
      init.body = $("body").value;
    }
    var url = path + (query.toString() ? "?" + query.toString() : "");
    $("status").textContent = "sending " + current.method + " " + url;
    return fetch(url, init).then(function (res) {
      return res.text().then(function (text) {
        $("status").textContent = current.method + " " + url + " \u2192 " + res.status;
        $("status").setAttribute("data-status", String(res.status));
        try { text = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON */ }
        $("response").textContent = text;
      });
    }, function (err) {
      $("status").textContent = "request failed: " + err;
    });
  }
  fetch("/openapi.json").then(function (r) { return r.json(); }).then(function (d) {
    doc = d;
    $("title").textContent = d.info.title + " \u2014 API explorer";
    var select = $("operation"), list = $("operations");
    operations().forEach(function (o) {
      select.appendChild(el("option", { value: o.id }, o.method + " " + o.path));
      var li = el("li", { id: "op-" + o.id, "data-method": o.method });
      var a = el("a", { href: "?operation=" + encodeURIComponent(o.id) }, o.method + " " + o.path);
      li.appendChild(a);
      li.appendChild(document.createTextNode(" " + (o.op.summary || "")));
      list.appendChild(li);
    });
    $("count").textContent = String(operations().length);
    select.addEventListener("change", function () { pick(select.value); });
    $("send").addEventListener("click", function (e) { e.preventDefault(); send(); });
    var params = new URLSearchParams(location.search);
    pick(params.get("operation") || operations()[0].id);
    if (params.get("send") === "1") send();
  }).catch(function (err) {
    $("status").textContent = "could not load /openapi.json: " + err;
  });
})();
`;

export function explorerPage(): string {
  return htmlPage(
    "API explorer",
    `<h1 id="title">API explorer</h1>
<p>Operations of <a href="/openapi.json">/openapi.json</a>: <span id="count">…</span>.
Reference: <a href="/docs">/docs</a>.</p>
<form id="request">
<p><label>Operation <select id="operation"></select></label></p>
<p id="summary"></p>
<div id="params"></div>
<p><label>Credential <select id="credential-kind">
<option value="X-API-Key">X-API-Key</option>
<option value="X-API-KEY">X-API-KEY (public data)</option>
<option value="bearer">Authorization: Bearer</option>
</select> <input id="credential" autocomplete="off" size="40"></label></p>
<p id="body-row" hidden><label>JSON body<br><textarea id="body" rows="6" cols="70">{}</textarea></label></p>
<p><button id="send" type="submit">Send</button></p>
</form>
<h2>Response</h2>
<p id="status"></p>
<pre id="response"></pre>
<h2>Operations</h2>
<ul id="operations"></ul>
<script>${SCRIPT}</script>`,
  );
}
