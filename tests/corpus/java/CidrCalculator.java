// features: record_declaration, long_arithmetic, bitwise_operators, string_format, method_overloading, streams, custom_exceptions
import java.util.*;
import java.util.stream.*;

public class CidrCalculator {
    record Network(long base, int prefix) implements Comparable<Network> {
        Network {
            if (prefix < 0 || prefix > 32) throw new IllegalArgumentException("bad prefix: " + prefix);
            base = base & mask(prefix);
        }
        static long mask(int prefix) {
            return prefix == 0 ? 0L : (0xFFFFFFFFL << (32 - prefix)) & 0xFFFFFFFFL;
        }
        long size() { return 1L << (32 - prefix); }
        long broadcast() { return base | (~mask(prefix) & 0xFFFFFFFFL); }
        boolean contains(long ip) { return (ip & mask(prefix)) == base; }
        boolean contains(Network other) { return other.prefix >= prefix && contains(other.base); }
        public int compareTo(Network o) {
            int c = Long.compare(base, o.base);
            return c != 0 ? c : Integer.compare(prefix, o.prefix);
        }
        @Override public String toString() { return format(base) + "/" + prefix; }
    }

    static long parseIp(String s) {
        String[] parts = s.trim().split("\\.");
        if (parts.length != 4) throw new IllegalArgumentException("not an IPv4 address: '" + s + "'");
        long v = 0;
        for (String p : parts) {
            int octet;
            try {
                octet = Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad octet '" + p + "' in " + s, e);
            }
            if (octet < 0 || octet > 255) throw new IllegalArgumentException("octet out of range: " + octet);
            v = (v << 8) | octet;
        }
        return v;
    }

    static String format(long ip) {
        return String.format("%d.%d.%d.%d", (ip >> 24) & 255, (ip >> 16) & 255, (ip >> 8) & 255, ip & 255);
    }

    static Network parse(String cidr) {
        int slash = cidr.indexOf('/');
        if (slash < 0) return new Network(parseIp(cidr), 32);
        return new Network(parseIp(cidr.substring(0, slash)), Integer.parseInt(cidr.substring(slash + 1)));
    }

    static List<Network> summarize(List<Network> nets) {
        TreeSet<Network> set = new TreeSet<>(nets);
        boolean changed = true;
        while (changed) {
            changed = false;
            List<Network> list = new ArrayList<>(set);
            // drop covered networks
            for (int i = 0; i < list.size(); i++) {
                for (int j = 0; j < list.size(); j++) {
                    if (i != j && list.get(i).contains(list.get(j)) && set.remove(list.get(j))) changed = true;
                }
            }
            list = new ArrayList<>(set);
            for (int i = 0; i + 1 < list.size(); i++) {
                Network a = list.get(i), b = list.get(i + 1);
                if (a.prefix() == b.prefix() && a.prefix() > 0 && a.broadcast() + 1 == b.base()
                        && (a.base() & Network.mask(a.prefix() - 1)) == a.base()) {
                    set.remove(a);
                    set.remove(b);
                    set.add(new Network(a.base(), a.prefix() - 1));
                    changed = true;
                    break;
                }
            }
        }
        return new ArrayList<>(set);
    }

    static String binary(long ip) {
        String s = String.format("%32s", Long.toBinaryString(ip)).replace(' ', '0');
        return s.substring(0, 8) + "." + s.substring(8, 16) + "." + s.substring(16, 24) + "." + s.substring(24);
    }

    public static void main(String[] args) {
        String[] inputs = {"192.168.1.77/24", "10.0.0.1/8", "172.16.5.4/20", "8.8.8.8", "0.0.0.0/0", "203.0.113.200/30"};
        System.out.printf("%-20s %-16s %-16s %-16s %12s%n", "cidr", "network", "broadcast", "netmask", "hosts");
        for (String in : inputs) {
            Network n = parse(in);
            long hosts = n.prefix() >= 31 ? n.size() : n.size() - 2;
            System.out.printf("%-20s %-16s %-16s %-16s %,12d%n", in, format(n.base()), format(n.broadcast()),
                    format(Network.mask(n.prefix())), hosts);
        }
        System.out.println(binary(parseIp("192.168.1.77")));
        System.out.println(binary(Network.mask(20)));

        String[] bad = {"300.1.1.1", "1.2.3", "a.b.c.d/8", "1.2.3.4/40"};
        for (String b : bad) {
            try {
                System.out.println(parse(b));
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage() + (e.getCause() != null ? " (cause " + e.getCause().getClass().getSimpleName() + ")" : ""));
            }
        }

        List<Network> nets = Stream.of("10.0.0.0/24", "10.0.1.0/24", "10.0.2.0/24", "10.0.3.0/24", "10.0.3.128/25",
                "192.168.0.0/25", "192.168.0.128/25", "172.16.0.0/16", "172.17.0.0/16")
                .map(CidrCalculator::parse).collect(Collectors.toList());
        System.out.println("input:   " + nets);
        System.out.println("summary: " + summarize(nets));

        Map<Network, List<String>> assign = new TreeMap<>();
        List<Network> pools = List.of(parse("10.0.0.0/22"), parse("192.168.0.0/24"), parse("172.16.0.0/12"));
        for (String ip : List.of("10.0.2.9", "192.168.0.200", "172.31.255.255", "172.32.0.1", "10.0.4.1", "10.0.0.0")) {
            long v = parseIp(ip);
            Optional<Network> pool = pools.stream().filter(p -> p.contains(v)).findFirst();
            pool.ifPresentOrElse(p -> assign.computeIfAbsent(p, k -> new ArrayList<>()).add(ip),
                    () -> System.out.println("unassigned " + ip));
        }
        assign.forEach((k, v) -> System.out.println(k + " -> " + v));

        Network n = parse("10.20.30.0/26");
        List<String> subnets = new ArrayList<>();
        for (long b = n.base(); b <= n.broadcast(); b += 16) subnets.add(new Network(b, 28).toString());
        System.out.println(String.join(", ", subnets));
        System.out.println(Long.toHexString(parseIp("255.255.255.255")) + " " + Integer.toHexString((int) parseIp("255.255.255.0")));
        System.out.println((int) parseIp("200.1.2.3") + " " + Integer.toUnsignedString((int) parseIp("200.1.2.3")));
    }
}
