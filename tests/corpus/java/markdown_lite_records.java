// features: program, record_declaration, interface_declaration, streams, lambda_expression, string_methods, string_builder, instanceof_expression
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class MarkdownLite {
    interface Block { String html(); }

    record Heading(int level, String text) implements Block {
        public String html() { return "<h" + level + " id=\"" + slug(text) + "\">" + inline(text) + "</h" + level + ">"; }
    }
    record Paragraph(List<String> lines) implements Block {
        public String html() { return "<p>" + inline(String.join(" ", lines)) + "</p>"; }
    }
    record ListBlock(boolean ordered, List<String> items) implements Block {
        public String html() {
            String tag = ordered ? "ol" : "ul";
            return items.stream().map(i -> "  <li>" + inline(i) + "</li>")
                    .collect(Collectors.joining("\n", "<" + tag + ">\n", "\n</" + tag + ">"));
        }
    }
    record CodeBlock(String lang, List<String> lines) implements Block {
        public String html() {
            String cls = lang.isEmpty() ? "" : " class=\"language-" + lang + "\"";
            return "<pre><code" + cls + ">" + escape(String.join("\n", lines)) + "</code></pre>";
        }
    }
    record Rule() implements Block {
        public String html() { return "<hr/>"; }
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    static String slug(String s) {
        return s.toLowerCase().replaceAll("[^a-z0-9\\s-]", "").trim().replaceAll("\\s+", "-");
    }

    static final Pattern CODE = Pattern.compile("`([^`]+)`");
    static final Pattern BOLD = Pattern.compile("\\*\\*(.+?)\\*\\*");
    static final Pattern EM = Pattern.compile("(?<![*\\w])[*_](\\S(?:.*?\\S)?)[*_](?![*\\w])");
    static final Pattern LINK = Pattern.compile("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)");

    static String inline(String text) {
        List<String> codes = new ArrayList<>();
        Matcher m = CODE.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            codes.add(escape(m.group(1)));
            m.appendReplacement(sb, "\u0000" + (codes.size() - 1) + "\u0000");
        }
        m.appendTail(sb);
        String s = escape(sb.toString());
        s = BOLD.matcher(s).replaceAll("<strong>$1</strong>");
        s = EM.matcher(s).replaceAll("<em>$1</em>");
        s = LINK.matcher(s).replaceAll(mr -> "<a href=\"" + mr.group(2) + "\">" + mr.group(1) + "</a>");
        for (int i = 0; i < codes.size(); i++) s = s.replace("\u0000" + i + "\u0000", "<code>" + codes.get(i) + "</code>");
        return s;
    }

    static List<Block> parse(String src) {
        List<Block> blocks = new ArrayList<>();
        Iterator<String> it = Arrays.asList(src.split("\n")).iterator();
        List<String> para = new ArrayList<>();
        ListBlock list = null;
        Pattern ol = Pattern.compile("^\\d+[.)]\\s+(.*)$");
        while (it.hasNext()) {
            String line = it.next();
            String t = line.trim();
            Matcher om = ol.matcher(t);
            boolean isUl = t.startsWith("- ") || t.startsWith("* ");
            if ((isUl || om.matches()) && !t.equals("***")) {
                if (!para.isEmpty()) { blocks.add(new Paragraph(new ArrayList<>(para))); para.clear(); }
                boolean ordered = !isUl;
                if (list == null || list.ordered() != ordered) { list = new ListBlock(ordered, new ArrayList<>()); blocks.add(list); }
                list.items().add(isUl ? t.substring(2) : om.group(1));
                continue;
            }
            list = null;
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("```") || t.matches("(-{3,}|\\*{3,})")) {
                if (!para.isEmpty()) { blocks.add(new Paragraph(new ArrayList<>(para))); para.clear(); }
            }
            if (t.isEmpty()) continue;
            if (t.matches("(-{3,}|\\*{3,})")) { blocks.add(new Rule()); continue; }
            if (t.startsWith("```")) {
                List<String> code = new ArrayList<>();
                while (it.hasNext()) {
                    String c = it.next();
                    if (c.trim().startsWith("```")) break;
                    code.add(c);
                }
                blocks.add(new CodeBlock(t.substring(3).trim(), code));
                continue;
            }
            int level = 0;
            while (level < t.length() && t.charAt(level) == '#') level++;
            if (level > 0 && level <= 6 && t.length() > level && t.charAt(level) == ' ') {
                blocks.add(new Heading(level, t.substring(level + 1).trim()));
                continue;
            }
            para.add(t);
        }
        if (!para.isEmpty()) blocks.add(new Paragraph(para));
        return blocks;
    }

    public static void main(String[] args) {
        String doc = String.join("\n",
            "# Release Notes: v2.0",
            "",
            "This release brings **major** changes & a few _small_ fixes.",
            "See [the guide](https://example.org/guide) for details.",
            "",
            "## What's New?",
            "- Faster `parse()` for inputs > 1MB",
            "- New *experimental* API",
            "* Dropped support for <IE11>",
            "1. Upgrade the runtime",
            "2) Run `migrate --all`",
            "",
            "---",
            "```java",
            "if (a < b && c > d) {",
            "    System.out.println(\"x\");",
            "}",
            "```",
            "#NotAHeading but text",
            "####### seven hashes",
            "Final line with 2*3*4 math and snake_case_name.");
        List<Block> blocks = parse(doc);
        blocks.forEach(b -> System.out.println(b.html()));
        System.out.println("<!-- stats -->");
        Map<String, Long> kinds = blocks.stream().collect(Collectors.groupingBy(b -> b.getClass().getSimpleName(), TreeMap::new, Collectors.counting()));
        System.out.println(kinds);
        String toc = blocks.stream().filter(b -> b instanceof Heading).map(b -> (Heading) b)
                .map(h -> "  ".repeat(h.level() - 1) + "- " + h.text() + " (#" + slug(h.text()) + ")")
                .collect(Collectors.joining("\n"));
        System.out.println("TOC:\n" + toc);
        System.out.println(blocks.get(blocks.size() - 1));
    }
}
