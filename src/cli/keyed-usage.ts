import type { Command, Option } from 'commander';
import { KeyedUsage, msg, type Message } from '../assist/messages.js';
import { refusalIn } from '../assist/refusal-words.js';
import { CATALOGUE_LANGS } from '../print/catalogue/index.js';
import { suggest } from '../util/suggest.js';
import { reportWords } from './report-lang.js';

// Commander words its own usage errors (an unknown option or command, a missing or extra argument) in English
// whatever --lang says. A run that asks for another language the catalogue speaks has them refused by key instead,
// worded in that language like every other refusal: exit 2, as any usage error, and no stack trace. English keeps
// commander's own words.

/** What commander does on a usage error, which its typings leave out: each is replaced by a keyed refusal. */
interface UsageHandlers {
  unknownOption(flag: string): void;
  unknownCommand(): void;
  missingArgument(name: string): void;
  optionMissingArgument(option: Option): void;
  _excessArguments(received: readonly string[]): void;
  _allowUnknownOption: boolean;
  _allowExcessArguments: boolean;
}

/**
 * The language a run's arguments ask for (`--lang ru`, `--lang=ru`), read before commander parses them: its usage
 * errors come while it parses. Undefined when none is asked, or one the catalogue does not speak.
 */
export function catalogueLangOf(args: readonly string[]): string | undefined {
  for (const [i, a] of args.entries()) {
    if (a === '--') break;
    const lang = a === '--lang' ? args[i + 1] : a.startsWith('--lang=') ? a.slice('--lang='.length) : undefined;
    if (lang !== undefined) return CATALOGUE_LANGS.includes(lang) ? lang : undefined;
  }
  return undefined;
}

/** `e` worded in the language `args` ask for, when it is a keyed refusal thrown before any command's own --lang. */
export function wordedFor(e: unknown, args: readonly string[]): unknown {
  const lang = catalogueLangOf(args);
  if (!lang) return e;
  const { words, name } = reportWords(lang);
  return refusalIn(e, words, name);
}

/** Has `root` and every command under it refuse a usage error by key, in `lang`. */
export function keyUsageErrors(root: Command, lang: string): void {
  const { words, name } = reportWords(lang);
  const refuse = (why: Message): never => {
    throw refusalIn(new KeyedUsage(why), words, name);
  };
  const didYouMean = (word: string, among: readonly string[]): Message | string => {
    const near = suggest(word, among);
    return near ? msg('usage.didYouMean', { word: near }) : '';
  };
  const patch = (cmd: Command): void => {
    const own = cmd as Command & UsageHandlers;
    own.unknownOption = (flag) => {
      if (own._allowUnknownOption) return;
      // As commander suggests: the long options of the command and of the commands above it.
      const flags: string[] = [];
      for (let c: Command | null = cmd; c; c = c.parent)
        flags.push(
          ...c
            .createHelp()
            .visibleOptions(c)
            .flatMap((o) => (o.long ? [o.long] : [])),
        );
      refuse(
        msg('usage.unknownOption', { option: flag, suggestion: flag.startsWith('--') ? didYouMean(flag, flags) : '' }),
      );
    };
    own.unknownCommand = () => {
      const word = cmd.args[0] ?? '';
      const names = cmd
        .createHelp()
        .visibleCommands(cmd)
        .map((c) => c.name());
      refuse(msg('usage.unknownCommand', { command: word, suggestion: didYouMean(word, names) }));
    };
    own.missingArgument = (argument) => refuse(msg('usage.missingArgument', { argument }));
    own.optionMissingArgument = (option) => refuse(msg('usage.optionArgument', { option: option.flags }));
    own._excessArguments = (received) => {
      if (own._allowExcessArguments) return;
      refuse(
        msg('usage.excessArguments', {
          command: cmd.name(),
          expected: cmd.registeredArguments.length,
          received: received.length,
        }),
      );
    };
    cmd.commands.forEach(patch);
  };
  patch(root);
}
