// features: program, interface_declaration, record_declaration, instanceof_expression, switch_expression, do_statement, wrapper_classes, string_format, long_arithmetic
import java.util.*;

public class PacketParser {
    sealed interface Packet permits Literal, Operator {}
    record Literal(int version, long value) implements Packet {}
    record Operator(int version, int type, List<Packet> subs) implements Packet {}

    static class BitReader {
        private final String bits;
        int pos = 0;
        BitReader(String hex) {
            StringBuilder sb = new StringBuilder();
            for (char c : hex.toCharArray()) {
                String b = Integer.toBinaryString(Integer.parseInt(String.valueOf(c), 16));
                sb.append("0".repeat(4 - b.length())).append(b);
            }
            bits = sb.toString();
        }
        int read(int n) {
            if (pos + n > bits.length()) throw new IndexOutOfBoundsException("read past end at bit " + pos);
            int v = Integer.parseInt(bits.substring(pos, pos + n), 2);
            pos += n;
            return v;
        }
    }

    static Packet parse(BitReader r) {
        int version = r.read(3);
        int type = r.read(3);
        if (type == 4) {
            long value = 0;
            boolean more;
            do {
                more = r.read(1) == 1;
                value = (value << 4) | r.read(4);
            } while (more);
            return new Literal(version, value);
        }
        List<Packet> subs = new ArrayList<>();
        if (r.read(1) == 0) {
            int len = r.read(15);
            int end = r.pos + len;
            while (r.pos < end) subs.add(parse(r));
        } else {
            int count = r.read(11);
            for (int i = 0; i < count; i++) subs.add(parse(r));
        }
        return new Operator(version, type, subs);
    }

    static int versionSum(Packet p) {
        if (p instanceof Literal l) return l.version();
        Operator o = (Operator) p;
        return o.version() + o.subs().stream().mapToInt(PacketParser::versionSum).sum();
    }

    static long eval(Packet p) {
        if (p instanceof Literal l) return l.value();
        Operator o = (Operator) p;
        List<Long> v = o.subs().stream().map(PacketParser::eval).toList();
        return switch (o.type()) {
            case 0 -> v.stream().mapToLong(Long::longValue).sum();
            case 1 -> v.stream().reduce(1L, (a, b) -> a * b);
            case 2 -> Collections.min(v);
            case 3 -> Collections.max(v);
            case 5 -> v.get(0) > v.get(1) ? 1 : 0;
            case 6 -> v.get(0) < v.get(1) ? 1 : 0;
            case 7 -> v.get(0).equals(v.get(1)) ? 1 : 0;
            default -> throw new IllegalStateException("bad type " + o.type());
        };
    }

    static String show(Packet p) {
        if (p instanceof Literal l) return Long.toString(l.value());
        Operator o = (Operator) p;
        String[] names = {"sum", "product", "min", "max", "lit", "gt", "lt", "eq"};
        StringJoiner j = new StringJoiner(" ", "(" + names[o.type()] + " ", ")");
        for (Packet s : o.subs()) j.add(show(s));
        return j.toString();
    }

    public static void main(String[] args) {
        String[] inputs = {
            "D2FE28", "38006F45291200", "EE00D40C823060", "8A004A801A8002F478",
            "C200B40A82", "04005AC33890", "880086C3E88112", "CE00C43D881120",
            "9C0141080250320F1802104A08", "F", "A0016C880162017C3686B18A3D4780"
        };
        for (String in : inputs) {
            try {
                BitReader r = new BitReader(in);
                Packet p = parse(r);
                System.out.printf("%-32s versions=%-3d value=%-6d bits=%d %s%n", in, versionSum(p), eval(p), r.pos, show(p));
            } catch (IndexOutOfBoundsException e) {
                System.out.println(in + " -> truncated: " + e.getMessage());
            }
        }
        Packet lit = parse(new BitReader("D2FE28"));
        System.out.println(lit + " " + (lit instanceof Literal) + " " + lit.equals(new Literal(6, 2021)));
        System.out.println(Long.toHexString(2021L) + " " + Integer.toOctalString(2021) + " " + Long.parseLong("7E5", 16) + " " + Integer.toBinaryString(-8).length());
        System.out.println(String.format("%016d|%-8x|%#x|%#o", 2021L, 2021, 2021, 8));
    }
}
