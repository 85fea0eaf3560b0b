import AppHost

/// The HTML of a report (`HTMLReport`): the summary, where the suite ran, filters (a check box a status,
/// passing rows collapsed when something failed; a search box), a row a script (a failing row red, #ffd6d6)
/// with a link to its output folder, then
/// for each script that did not pass or wrote screenshots or dumps: each failed check (a screenshot's golden,
/// actual frame and diff side by side, with a slider and a blink to compare the golden with the frame; a
/// behaviour check's expected and actual lines aligned, `LogAlignment`, the missing and extra ones marked),
/// its screenshots (shown) and dumps (linked), the script with its failing lines marked (#ffe58a), the
/// recognizers' timeline of the run, and what it wrote on standard error; last the goldens written, each
/// beside the one it replaced. The filters and the search apply to a script's row and its sections together
/// (the search reads both). Paths are relative to the page.
enum ReportPage {
    /// `outputs`: for each script, the link to its output folder from the page (nil: none); `goldenLinks`: by
    /// script index, each golden written that is a file here, linked where it is (a CI run's new goldens).
    static func html(_ suite: SuiteResult, outputs: [String?] = [], goldenLinks: [Int: [String: String]] = [:]) -> String {
        let bad = suite.scripts.count - suite.count(.passed)
        var h = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>touchtracker test: \(suite.missingShards == nil ? "" : "partial, ")\(bad == 0 ? "all passed" : "\(bad) of \(suite.scripts.count) did not pass")</title>
            <style>\(style)</style></head><body>
            \(partialBanner(suite))<h1>Touch scripts\(suite.shard.map { " (shard \($0))" } ?? "")</h1>
            <p class="summary \(bad == 0 && suite.missingShards == nil ? "ok" : "ko")">\(e(suite.summary))</p>

            """
        if let env = suite.environment, !env.isEmpty {
            h += "<p class=\"env\">" + env.filter { $0.count == 2 }.map { "<span><b>\(e($0[0]))</b> \(e($0[1]))</span>" }.joined(separator: " ") + "</p>\n"
        }
        // Filters: a check box a status present (passing rows collapsed when something did not pass), a search.
        h += "<p class=\"filters\">"
        for status in ScriptStatus.allCases where suite.count(status) > 0 {
            let on = status != .passed || bad == 0
            h += "<label><input type=\"checkbox\" data-status=\"\(status.rawValue)\"\(on ? " checked" : "")> \(status.rawValue) (\(suite.count(status)))</label> "
        }
        h += "<input type=\"search\" id=\"search\" placeholder=\"search scripts and their details\" aria-label=\"search scripts and their details\"></p>\n"
        h += "<table class=\"results\"><thead><tr><th></th><th>script</th><th>status</th><th>time</th><th>first failure</th><th>outputs</th></tr></thead><tbody>\n"
        for (i, r) in suite.scripts.enumerated() {
            let changed = !(r.checksChanged ?? []).isEmpty
            let name = (!hasSection(r) ? e(r.title) : "<a href=\"#s\(i + 1)\">\(e(r.title))</a>")
                + (r.student.map { " <span class=\"student\">\(e($0))</span>" } ?? "") + (changed ? " <span class=\"changed\">checks changed</span>" : "")
                + ((r.rewrittenChecks ?? []).isEmpty ? "" : " <a class=\"changed\" href=\"#rewritten\">\(r.rewrittenChecks!.count) check\(r.rewrittenChecks!.count == 1 ? "" : "s") rewritten</a>")
            let hidden = r.status == .passed && bad > 0
            h += "<tr class=\"\(r.status == .passed ? "passed" : "failed")\" data-status=\"\(r.status.rawValue)\" data-script=\"\(i + 1)\"\(hidden ? " hidden" : "")><td>\(r.status == .passed ? "✓" : "✗")</td><td>\(name)</td>"
            h += "<td>\(r.status.rawValue)</td><td>\(SuiteResult.seconds(r.seconds))</td><td>\(e(r.message ?? ""))</td>"
            h += "<td>\(r.trace.map { "<a class=\"trace\" href=\"\(e($0))\">trace</a> " } ?? "")"
                + "\(i < outputs.count ? outputs[i].map { "<a href=\"\(e($0))/\">folder</a>" } ?? "" : "")</td></tr>\n"
        }
        h += "</tbody></table>\n"
        for (i, r) in suite.scripts.enumerated() where hasSection(r) { h += section(r, id: i + 1, hidden: r.status == .passed && bad > 0) }
        let rewritten = suite.scripts.filter { !($0.rewrittenChecks ?? []).isEmpty }
        if !rewritten.isEmpty {
            h += "<section class=\"rewritten\" id=\"rewritten\"><h2>Checks rewritten (--update-expectations)</h2><ul>\n"
            for r in rewritten { for c in r.rewrittenChecks ?? [] { h += "<li>\(e(c))</li>\n" } }
            h += "</ul></section>\n"
        }
        for (i, r) in suite.scripts.enumerated() where !(r.updatedGoldens ?? []).isEmpty {
            h += goldens(r, id: i + 1, links: goldenLinks[i] ?? [:], hidden: r.status == .passed && bad > 0)
        }
        h += "<script>\(script)</script>\n</body></html>\n"
        return h
    }

    /// A merge of some shards only (`merge-reports --allow-partial`): a banner at the page's head naming the
    /// missing shards, before anything else (the merge exits 1: a partial report is never a pass).
    static func partialBanner(_ suite: SuiteResult) -> String {
        guard let missing = suite.missingShards, !missing.isEmpty else { return "" }
        let which = "shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are")"
        return "<p class=\"banner partial\" role=\"alert\"><b>Partial report:</b> \(e(which)) missing (merged with --allow-partial): "
            + "\(missing.count == 1 ? "its" : "their") scripts are not in this report, and it is no pass.</p>\n"
    }

    /// The goldens a run wrote (`--update-goldens`): each new one beside the one it replaced.
    static func goldens(_ r: ScriptResult, id: Int, links: [String: String] = [:], hidden: Bool = false) -> String {
        var h = "<section class=\"goldens\" id=\"g\(id)\"\(owner(id, r, hidden: hidden))><h2>Goldens written by \(e(r.title))</h2>\n"
        for g in r.updatedGoldens ?? [] {
            h += "<div class=\"images\"><figure><figcaption>before</figcaption>"
            h += r.previousGoldens?[g].map { "<img src=\"\(e($0))\" alt=\"before\">" } ?? "<p class=\"none\">none: it was missing</p>"
            h += "</figure><figure><figcaption>written: \(links[g].map { "<a href=\"\(e($0))\">\(e(g))</a>" } ?? e(g))</figcaption>"
            h += r.writtenGoldens?[g].map { "<img src=\"\(e($0))\" alt=\"written\">" } ?? "<p class=\"none\">not copied</p>"
            h += "</figure></div>\n"
        }
        return h + "</section>\n"
    }

    /// A script has a section when it did not pass, its checks changed, or it wrote screenshots or dumps.
    static func hasSection(_ r: ScriptResult) -> Bool {
        r.status != .passed || !(r.checksChanged ?? []).isEmpty || !(r.outputs ?? []).isEmpty
    }

    /// The attributes that tie a script's section to its row: the filters and the search show or hide both.
    static func owner(_ id: Int, _ r: ScriptResult, hidden: Bool) -> String {
        " data-script=\"\(id)\" data-status=\"\(r.status.rawValue)\"\(hidden ? " hidden" : "")"
    }

    static func section(_ r: ScriptResult, id: Int, hidden: Bool = false) -> String {
        var h = "<section class=\"script\(r.status == .passed ? " passed" : "")\" id=\"s\(id)\"\(owner(id, r, hidden: hidden))><h2>\(r.status == .passed ? "✓" : "✗") \(e(r.title))"
            + (r.student.map { " <span class=\"student\">\(e($0))</span>" } ?? "") + " <span class=\"status\">\(r.status.rawValue)</span></h2>\n"
        if let changed = r.checksChanged, !changed.isEmpty {
            h += "<h3>Checks changed</h3><p>Graded by the exercise's own checks; the answer's differ (- the exercise's, + the answer's):</p><pre class=\"checks-changed\">"
            h += changed.map { "<span class=\"\($0.hasPrefix("+") ? "added" : "removed")\">\(e($0))</span>" }.joined(separator: "\n") + "</pre>\n"
        }
        if let trace = r.trace {
            h += "<p class=\"trace\"><a href=\"\(e(trace))\">Open the trace</a>: this run frame by frame, the failing check selected (docs/trace.md)</p>\n"
        }
        if r.failures.isEmpty && r.status != .passed { h += "<p class=\"message\">\(e(r.message ?? ""))</p>\n" }
        for (k, f) in r.failures.enumerated() { h += failure(f, id: "s\(id)f\(k + 1)") }
        h += outputs(r)
        if let source = r.source {
            let marked = Set(r.failures.map(\.line) + (r.status == .bad ? badLine(r) : []))
            h += "<h3>The script</h3><pre class=\"source\">"
            for (n, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                h += "<span class=\"line\(marked.contains(n + 1) ? " marked" : "")\"><span class=\"n\">\(n + 1)</span>\(e(String(line)))</span>"
            }
            h += "</pre>\n"
        }
        if let timeline = r.timeline {
            h += "<h3>The recognizers' timeline of this run</h3><img class=\"timeline\" src=\"\(e(timeline))\" alt=\"timeline\">\n"
        }
        if !r.stderr.isEmpty { h += "<h3>Standard error</h3><pre class=\"stderr\">\(e(r.stderr))</pre>\n" }
        return h + "</section>\n"
    }

    /// The screenshots (shown) and dumps (linked) the script's own `screenshot` and `dump` lines wrote.
    static func outputs(_ r: ScriptResult) -> String {
        guard let files = r.outputs, !files.isEmpty else { return "" }
        var h = "<h3>Its screenshots and dumps</h3><div class=\"images outputs\">"
        for f in files {
            let name = e(String(f.split(separator: "/").last ?? ""))
            h += "<figure><figcaption><a href=\"\(e(f))\">\(name)</a></figcaption>"
            h += f.lowercased().hasSuffix(".png") ? "<img src=\"\(e(f))\" alt=\"\(name)\">" : ""
            h += "</figure>"
        }
        return h + "</div>\n"
    }

    /// The line a bad script's message names (`FILE:LINE: ...`).
    static func badLine(_ r: ScriptResult) -> [Int] {
        guard let m = r.message, m.hasPrefix(r.script + ":") else { return [] }
        return Int(m.dropFirst(r.script.count + 1).prefix { $0.isNumber }).map { [$0] } ?? []
    }

    static func failure(_ f: CheckFailure, id: String) -> String {
        var h = "<div class=\"failure\"><h3>\(e(f.headline))</h3>\n"
        switch f.kind {
        case .screenshot:
            h += "<div class=\"images\">"
            for (title, path) in [("golden", f.golden), ("actual", f.actualImage), ("diff", f.diffImage)] {
                h += "<figure><figcaption>\(title)</figcaption>"
                h += path.map { "<img src=\"\(e($0))\" alt=\"\(title)\">" } ?? "<p class=\"none\">none</p>"
                h += "</figure>"
            }
            h += "</div>\n"
            if let golden = f.golden, let actual = f.actualImage {
                h += """
                    <div class="compare" id="\(id)"><p>Golden under the actual frame: slide to uncover, or blink.
                    <input type="range" min="0" max="100" value="50" aria-label="golden and actual">
                    <button type="button">blink</button></p>
                    <div class="stack"><img src="\(e(golden))" alt="golden"><img class="over" src="\(e(actual))" alt="actual"></div></div>

                    """
            }
        case .actions, .log:
            h += logs(f)
        }
        return h + "</div>\n"
    }

    /// A behaviour check's expected and actual lines aligned (`LogAlignment`): a row a pair that matches,
    /// unmarked; a missing expected line or an extra actual one marked on its side, the other side empty.
    static func logs(_ f: CheckFailure) -> String {
        let rows = LogAlignment.rows(expected: f.expected, actual: f.actual)
        var h = "<table class=\"logs\"><thead><tr><th>expected</th><th>actual</th></tr></thead><tbody>"
        if rows.isEmpty { h += "<tr><td class=\"none\">(nothing)</td><td class=\"none\">(nothing)</td></tr>" }
        for row in rows {
            h += "<tr class=\"\(row.mark.rawValue)\">"
            for (side, text) in [("expected", row.expected), ("actual", row.actual)] {
                h += text.map { "<td class=\"\(side)\">\(e($0))</td>" } ?? "<td class=\"\(side) empty\"></td>"
            }
            h += "</tr>"
        }
        return h + "</tbody></table>\n"
    }

    /// Text as HTML (`XMLText`).
    static func e(_ s: String) -> String { XMLText.escaped(s) }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#222;background:#fff}
        h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:24px 0 8px}h3{font-size:15px;margin:14px 0 6px}
        .summary{padding:6px 10px;border-radius:4px}.summary.ok{background:#d9f5dd}.summary.ko{background:#ffd6d6}
        .student{font-weight:600}.changed{background:#ffe58a;padding:0 4px;border-radius:3px}
        pre.checks-changed .added{background:#d9f5dd}pre.checks-changed .removed{background:#ffd6d6}
        .banner{background:#ffb020;color:#000;padding:8px 12px;border-radius:4px;margin:0 0 10px}
        table.results{border-collapse:collapse;width:100%}table.results td,table.results th{padding:4px 8px;text-align:left;border-bottom:1px solid #ddd}
        tr.failed{background:#ffd6d6}tr.passed{background:#fff}
        section.script{border-top:3px solid #c0392b;margin-top:24px}section.script.passed{border-top-color:#27ae60}.status{font-weight:normal;color:#c0392b}
        .images{display:flex;gap:8px;flex-wrap:wrap}.images figure{margin:0;max-width:32%}.images img{max-width:100%;border:1px solid #999}
        figcaption{font-weight:bold}.none{color:#777}
        .stack{position:relative;display:inline-block;max-width:100%}.stack img{display:block;max-width:100%;border:1px solid #999}
        .stack img.over{position:absolute;left:0;top:0;clip-path:inset(0 50% 0 0)}.stack.blink img.over{animation:blink 1s steps(1) infinite;clip-path:none}
        @keyframes blink{50%{opacity:0}}
        table.logs{border-collapse:collapse;font-family:monospace;background:#f6f6f6}table.logs th{text-align:left;padding:2px 12px;font-family:system-ui,sans-serif}
        table.logs td{padding:1px 12px;min-width:240px;white-space:pre}table.logs tr.missing td.expected,table.logs tr.extra td.actual{background:#ffd6d6}
        table.logs tr.missing td.expected::before{content:"- "}table.logs tr.extra td.actual::before{content:"+ "}table.logs td.empty{background:#ececec}
        table.logs tr.skip td.expected,table.logs tr.skipped td.actual{color:#777}
        pre{background:#f6f6f6;padding:6px;overflow:auto}pre.source .line{display:block}pre.source .marked{background:#ffe58a}
        pre.source .n{display:inline-block;width:3em;color:#888;user-select:none}
        img.timeline{max-width:100%;border:1px solid #999}
        .env{color:#555;margin:4px 0}table.results td:nth-child(4){white-space:nowrap}.env span{margin-right:12px}.filters label{margin-right:10px}#search{width:18em}
        section.goldens{border-top:3px solid #2c7be5;margin-top:24px}
        """

    static let script = """
        document.querySelectorAll('.compare').forEach(function(c){
          var over=c.querySelector('img.over'),range=c.querySelector('input'),stack=c.querySelector('.stack');
          range.addEventListener('input',function(){over.style.clipPath='inset(0 '+(100-range.value)+'% 0 0)';});
          c.querySelector('button').addEventListener('click',function(){stack.classList.toggle('blink');});
        });
        (function(){
          var boxes=document.querySelectorAll('.filters input[type=checkbox]'),search=document.getElementById('search');
          var sections={};
          document.querySelectorAll('section[data-script]').forEach(function(s){(sections[s.dataset.script]=sections[s.dataset.script]||[]).push(s);});
          function apply(){
            var on={},q=search.value.toLowerCase();
            boxes.forEach(function(b){on[b.dataset.status]=b.checked;});
            document.querySelectorAll('table.results tbody tr').forEach(function(tr){
              var own=sections[tr.dataset.script]||[],text=tr.textContent;
              own.forEach(function(s){text+='\\n'+s.textContent;});
              var show=on[tr.dataset.status]&&text.toLowerCase().indexOf(q)>=0;
              tr.hidden=!show;
              own.forEach(function(s){s.hidden=!show;});
            });
          }
          boxes.forEach(function(b){b.addEventListener('change',apply);});
          search.addEventListener('input',apply);
        })();
        """
}
