import VASSAL.tools.SequenceEncoder;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

// Decodes each line on stdin with VASSAL's own SequenceEncoder.Decoder. A line is "DELIM HEX", the value's UTF-16
// code units in hex (so tabs, newlines and lone surrogates survive the trip); the answer is one line of the
// tokens, each in the same hex, separated by spaces, "-" for an empty token.
public class DecodeWithVassal {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
    StringBuilder out = new StringBuilder();
    for (String line; (line = in.readLine()) != null; ) {
      char delim = (char) Integer.parseInt(line.substring(0, 4), 16);
      String value = unhex(line.substring(5));
      SequenceEncoder.Decoder d = new SequenceEncoder.Decoder(value, delim);
      StringBuilder tokens = new StringBuilder();
      while (d.hasMoreTokens()) {
        if (tokens.length() > 0) tokens.append(' ');
        String t = d.nextToken();
        tokens.append(t.isEmpty() ? "-" : hex(t));
      }
      out.append(tokens).append('\n');
    }
    System.out.print(out);
  }

  static String unhex(String h) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < h.length(); i += 4) s.append((char) Integer.parseInt(h.substring(i, i + 4), 16));
    return s.toString();
  }

  static String hex(String s) {
    final String digits = "0123456789abcdef";
    StringBuilder h = new StringBuilder(s.length() * 4);
    for (int i = 0; i < s.length(); i++) {
      int c = s.charAt(i);
      for (int shift = 12; shift >= 0; shift -= 4) h.append(digits.charAt((c >> shift) & 15));
    }
    return h.toString();
  }
}
