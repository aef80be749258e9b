// features: program, custom_exceptions, switch_arrow, lambda_expression, method_reference, deque_stack, hash_map
import java.util.*;
import java.util.function.*;

public class StackLang {
    static class VmError extends RuntimeException {
        VmError(String msg) { super(msg); }
    }

    private final Deque<Integer> stack = new ArrayDeque<>();
    private final Map<String, List<String>> words = new HashMap<>();
    private final Map<String, IntBinaryOperator> binops = new LinkedHashMap<>();
    private final StringBuilder output = new StringBuilder();

    StackLang() {
        binops.put("+", (a, b) -> a + b);
        binops.put("-", (a, b) -> a - b);
        binops.put("*", (a, b) -> a * b);
        binops.put("/", (a, b) -> {
            if (b == 0) throw new VmError("divide by zero");
            return a / b;
        });
        binops.put("mod", Math::floorMod);
        binops.put("max", Math::max);
    }

    private int pop() {
        if (stack.isEmpty()) throw new VmError("stack underflow");
        return stack.pop();
    }

    void run(String program) {
        List<String> tokens = new ArrayList<>(Arrays.asList(program.trim().toLowerCase().split("\\s+")));
        exec(tokens, 0);
    }

    private void exec(List<String> tokens, int depth) {
        if (depth > 50) throw new VmError("recursion too deep");
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            if (t.equals(":")) {
                int end = tokens.indexOf(";");
                if (end < 0) throw new VmError("unterminated definition");
                String name = tokens.get(i + 1);
                if (name.matches("-?\\d+")) throw new VmError("cannot redefine numbers");
                List<String> body = new ArrayList<>();
                for (String b : tokens.subList(i + 2, end)) body.addAll(words.getOrDefault(b, List.of(b)));
                words.put(name, body);
                tokens = tokens.subList(end + 1, tokens.size());
                i = -1;
                continue;
            }
            if (words.containsKey(t)) { exec(words.get(t), depth + 1); continue; }
            if (t.matches("-?\\d+")) { stack.push(Integer.parseInt(t)); continue; }
            IntBinaryOperator op = binops.get(t);
            if (op != null) {
                int b = pop(), a = pop();
                stack.push(op.applyAsInt(a, b));
                continue;
            }
            switch (t) {
                case "dup" -> { int a = pop(); stack.push(a); stack.push(a); }
                case "drop" -> pop();
                case "swap" -> { int b = pop(), a = pop(); stack.push(b); stack.push(a); }
                case "over" -> { int b = pop(), a = pop(); stack.push(a); stack.push(b); stack.push(a); }
                case "." -> output.append(pop()).append(' ');
                case "emit" -> output.append((char) pop());
                default -> throw new VmError("undefined operation: " + t);
            }
        }
    }

    String state() {
        List<Integer> l = new ArrayList<>(stack);
        Collections.reverse(l);
        return l + (output.length() > 0 ? " out=\"" + output + "\"" : "");
    }

    public static void main(String[] args) {
        String[] programs = {
            "1 2 3 + *",
            "10 3 / 10 3 mod -7 3 mod",
            ": square dup * ; 7 square .",
            ": foo 5 ; : bar foo ; : foo 6 ; bar foo",
            "1 2 swap over drop drop",
            "72 emit 105 emit 33 emit 3 4 max .",
            "1 +",
            "4 0 /",
            ": 1 2 ;",
            "5 frobnicate",
            ": countdown dup . 1 - ; 3 countdown countdown countdown drop",
        };
        for (String p : programs) {
            StackLang vm = new StackLang();
            try {
                vm.run(p);
                System.out.println(String.format("%-45s => %s", p, vm.state()));
            } catch (VmError e) {
                System.out.println(String.format("%-45s => error: %s (stack %s)", p, e.getMessage(), vm.state()));
            }
        }
        Supplier<StackLang> fresh = StackLang::new;
        StackLang vm = fresh.get();
        BiFunction<StackLang, String, String> eval = (m, src) -> { m.run(src); return m.state(); };
        System.out.println(eval.apply(vm, ": sq dup * ; 3 sq 4 sq +"));
        System.out.println(eval.apply(vm, "dup ."));
    }
}
