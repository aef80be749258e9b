// features: program, enum_declaration, text_block, switch_statement, builtin_exceptions, nested_static_class, int_arithmetic
// An independently written program (a user's idiom, not written against the VM).
import java.util.*;

public class Vm {
    enum Op { PUSH, ADD, SUB, MUL, DIV, DUP, SWAP, JZ, JMP, PRINT, HALT }

    static final class Instr {
        final Op op; final int arg;
        Instr(Op op, int arg) { this.op = op; this.arg = arg; }
        Instr(Op op) { this(op, 0); }
        @Override public String toString() { return arg == 0 && op != Op.PUSH ? op.toString() : op + " " + arg; }
    }

    static class Machine {
        private final int[] stack = new int[64];
        private int sp = 0;
        private final StringBuilder out = new StringBuilder();
        private int steps = 0;

        void push(int v) {
            if (sp == stack.length) throw new IllegalStateException("stack overflow");
            stack[sp++] = v;
        }
        int pop() {
            if (sp == 0) throw new IllegalStateException("stack underflow");
            return stack[--sp];
        }
        String run(List<Instr> prog) {
            int pc = 0;
            while (pc < prog.size()) {
                Instr in = prog.get(pc++);
                steps++;
                switch (in.op) {
                    case PUSH: push(in.arg); break;
                    case ADD: push(pop() + pop()); break;
                    case SUB: { int b = pop(), a = pop(); push(a - b); break; }
                    case MUL: push(pop() * pop()); break;
                    case DIV: { int b = pop(), a = pop(); push(a / b); break; }
                    case DUP: { int a = pop(); push(a); push(a); break; }
                    case SWAP: { int b = pop(), a = pop(); push(b); push(a); break; }
                    case JZ: if (pop() == 0) pc = in.arg; break;
                    case JMP: pc = in.arg; break;
                    case PRINT: out.append(pop()).append(' '); break;
                    case HALT: return out.toString().trim();
                }
            }
            return out.toString().trim();
        }
    }

    static List<Instr> parse(String src) {
        List<Instr> prog = new ArrayList<>();
        for (String line : src.strip().split("\n")) {
            String[] parts = line.trim().split("\\s+");
            Op op = Op.valueOf(parts[0].toUpperCase());
            prog.add(parts.length > 1 ? new Instr(op, Integer.parseInt(parts[1])) : new Instr(op));
        }
        return prog;
    }

    public static void main(String[] args) {
        String countdown = """
            push 5
            dup
            print
            push 1
            sub
            dup
            jz 8
            jmp 1
            halt
            """;
        List<Instr> p = parse(countdown);
        System.out.println(p);
        Machine m = new Machine();
        System.out.println("output: " + m.run(p) + " in " + m.steps + " steps");
        String fact = "push 1\npush 6\ndup\njz 13\ndup\npush -1\nadd\nswap\npush 0\nadd\nmul\nswap\njmp 99\nprint\nhalt";
        try {
            System.out.println(new Machine().run(parse(fact)));
        } catch (IllegalStateException e) {
            System.out.println("machine error: " + e.getMessage());
        }
        try {
            new Machine().run(parse("push 1\npush 0\ndiv\nprint"));
        } catch (ArithmeticException e) {
            System.out.println("arith: " + e.getMessage());
        }
        try {
            parse("push 1\nfrobnicate");
        } catch (IllegalArgumentException e) {
            System.out.println("parse: " + e.getMessage());
        }
        Map<Op, Integer> histogram = new EnumMap<>(Op.class);
        for (Instr i : p) histogram.merge(i.op, 1, Integer::sum);
        System.out.println(histogram);
        System.out.println(Integer.MAX_VALUE + 1 + " " + (Integer.MAX_VALUE * 2) + " " + (long) Integer.MAX_VALUE * 2);
    }
}
