// features: program, abstract_class, inheritance, priority_queue, hash_map, string_builder, string_format, bitwise_operators, cast_expression, char_type, instanceof_expression
import java.util.*;

public class Huffman {
    static abstract class Node implements Comparable<Node> {
        final int freq;
        final int order;
        Node(int freq, int order) { this.freq = freq; this.order = order; }
        public int compareTo(Node o) {
            if (freq != o.freq) return Integer.compare(freq, o.freq);
            return Integer.compare(order, o.order);
        }
    }
    static class Leaf extends Node {
        final char ch;
        Leaf(char ch, int freq, int order) { super(freq, order); this.ch = ch; }
    }
    static class Internal extends Node {
        final Node left, right;
        Internal(Node l, Node r, int order) { super(l.freq + r.freq, order); left = l; right = r; }
    }

    static void buildCodes(Node n, String prefix, Map<Character, String> codes) {
        if (n instanceof Leaf leaf) {
            codes.put(leaf.ch, prefix.isEmpty() ? "0" : prefix);
        } else {
            Internal in = (Internal) n;
            buildCodes(in.left, prefix + '0', codes);
            buildCodes(in.right, prefix + '1', codes);
        }
    }

    public static void main(String[] args) {
        String text = "she sells sea shells by the sea shore";
        Map<Character, Integer> freq = new TreeMap<>();
        for (char c : text.toCharArray()) freq.merge(c, 1, Integer::sum);
        System.out.println(freq);
        PriorityQueue<Node> pq = new PriorityQueue<>();
        int order = 0;
        for (Map.Entry<Character, Integer> e : freq.entrySet()) pq.add(new Leaf(e.getKey(), e.getValue(), order++));
        while (pq.size() > 1) {
            Node a = pq.poll(), b = pq.poll();
            pq.add(new Internal(a, b, order++));
        }
        Node root = pq.poll();
        Map<Character, String> codes = new TreeMap<>();
        buildCodes(root, "", codes);
        for (var e : codes.entrySet()) {
            String shown = e.getKey() == ' ' ? "' '" : String.valueOf(e.getKey());
            System.out.printf("%3s %2d %s%n", shown, freq.get(e.getKey()), e.getValue());
        }
        StringBuilder bits = new StringBuilder();
        for (char c : text.toCharArray()) bits.append(codes.get(c));
        System.out.println("encoded bits: " + bits.length() + " vs " + text.length() * 8);
        System.out.printf("ratio %.4f%n", bits.length() / (double) (text.length() * 8));
        Map<String, Character> rev = new HashMap<>();
        codes.forEach((k, v) -> rev.put(v, k));
        StringBuilder out = new StringBuilder(), cur = new StringBuilder();
        for (int i = 0; i < bits.length(); i++) {
            cur.append(bits.charAt(i));
            Character c = rev.get(cur.toString());
            if (c != null) { out.append(c); cur.setLength(0); }
        }
        System.out.println("decoded: " + out);
        System.out.println("roundtrip ok: " + out.toString().equals(text));
        byte[] packed = new byte[(bits.length() + 7) / 8];
        for (int i = 0; i < bits.length(); i++)
            if (bits.charAt(i) == '1') packed[i / 8] |= (byte) (1 << (7 - i % 8));
        StringBuilder hex = new StringBuilder();
        for (byte b : packed) hex.append(String.format("%02x", b));
        System.out.println(hex);
        System.out.println(Arrays.toString(Arrays.copyOfRange(packed, 0, 6)));
        PriorityQueue<int[]> maxHeap = new PriorityQueue<>((x, y) -> y[1] - x[1]);
        freq.forEach((k, v) -> maxHeap.add(new int[]{k, v}));
        StringBuilder top = new StringBuilder();
        for (int i = 0; i < 4; i++) { int[] t = maxHeap.poll(); top.append((char) t[0]).append('=').append(t[1]).append(' '); }
        System.out.println(top.toString().trim());
    }
}
