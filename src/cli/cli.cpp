// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "filereading.h"
#include "timeline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTranslator>

#include <cstdio>

namespace ml::cli
{

void printOutRaw(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
}

void printOut(const QString &line)
{
    printOutRaw(line.toUtf8() + '\n');
}

void printErr(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fflush(stdout); // keep the order of interleaved output readable on a terminal
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
}

LanguageInUse::LanguageInUse(const QString &lang) : m_translator(std::make_unique<QTranslator>())
{
    // English has a file too: it holds the plural forms ("1 tile", "2 tiles").
    if (m_translator->load(QStringLiteral(":/i18n/meeplelab_%1.qm").arg(lang)))
        QCoreApplication::installTranslator(m_translator.get());
    else
        m_translator.reset();
}

LanguageInUse::~LanguageInUse()
{
    if (m_translator) QCoreApplication::removeTranslator(m_translator.get());
}

std::optional<Args> parseFileCommand(const CommandSpec &spec, const QStringList &args,
                                     int *exitCode)
{
    auto parsed = parseArgs(spec, args);
    if (!parsed) {
        *exitCode = ExitUsage;
        return std::nullopt;
    }
    if (parsed->help) {
        printHelp(spec);
        *exitCode = ExitOk;
        return std::nullopt;
    }
    if (parsed->positional.size() != 1) {
        *exitCode = usageError(spec, QStringLiteral("expected one FILE"));
        return std::nullopt;
    }
    if (parsed->positional.constFirst().isEmpty()) {
        *exitCode = usageError(spec, QStringLiteral("FILE is an empty name"));
        return std::nullopt;
    }
    return parsed;
}

void printHelp(const CommandSpec &spec)
{
    printOut(QStringLiteral("Usage: meeplelab-cli ") + spec.usage);
    printOut(QString());
    printOutRaw(spec.help.toUtf8());
}

int usageError(const CommandSpec &spec, const QString &problem)
{
    printErr(QStringLiteral("meeplelab-cli %1: %2 (see 'meeplelab-cli %1 --help')")
                 .arg(spec.name, problem));
    return ExitUsage;
}

namespace
{
// "--tile" -> "tile", "-o" -> "o": QCommandLineParser names options without dashes.
QString bare(const QString &flag)
{
    qsizetype i = 0;
    while (i < flag.size() && flag[i] == u'-')
        ++i;
    return flag.mid(i);
}

QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}
} // namespace

// QCommandLineParser with parse(), never process(): process() exits with 1 on its own, and
// every usage error here must be exit 64 with a line that names the command.
std::optional<Args> parseArgs(const CommandSpec &spec, const QStringList &args)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOption(help);
    for (const QString &flag : spec.switches)
        parser.addOption(QCommandLineOption(bare(flag)));
    for (const QString &flag : spec.valueFlags)
        parser.addOption(QCommandLineOption(bare(flag), QString(), QStringLiteral("VALUE")));
    if (!parser.parse(QStringList{QStringLiteral("meeplelab-cli")} + args)) {
        const QStringList unknown = parser.unknownOptionNames();
        usageError(spec, unknown.isEmpty()
                             ? parser.errorText()
                             : QStringLiteral("unknown option %1").arg(dashed(unknown.first())));
        return std::nullopt;
    }
    Args result;
    result.help = parser.isSet(help);
    result.positional = parser.positionalArguments();
    for (const QString &flag : spec.switches) {
        if (!parser.isSet(bare(flag))) continue;
        if (flag == u"--json")
            result.json = true;
        else
            result.values.insert(flag, QString());
    }
    for (const QString &flag : spec.valueFlags) {
        if (!parser.isSet(bare(flag))) continue;
        if (flag != u"--option") {
            result.values.insert(flag, parser.value(bare(flag))); // the last one given
            continue;
        }
        for (const QString &value : parser.values(bare(flag))) {
            const qsizetype split = value.indexOf(u'=');
            if (split <= 0) {
                usageError(spec, QStringLiteral("--option needs KEY=VALUE, got \"%1\"").arg(value));
                return std::nullopt;
            }
            result.options.insert(value.left(split), value.mid(split + 1));
        }
    }
    return result;
}

int reportError(const QString &fileName, const FileError &error)
{
    // One line per error, whatever the reason text contains.
    QString line = error.toString(fileName);
    line.replace(u'\n', u' ');
    printErr(line);
    return error.exitCode;
}

std::optional<BoardFile> loadBoard(const QString &fileName, int *exitCode, BoardReading reading)
{
    FileError error;
    const std::optional<QByteArray> bytes = readFileAtMost(fileName, BoardFile::kMaxBytes, &error);
    if (!bytes) { // an empty name would name nothing on the line
        *exitCode = reportError(fileName.isEmpty() ? QStringLiteral("''") : fileName, error);
        return std::nullopt;
    }
    auto board = BoardFile::parse(*bytes, &error, reading);
    if (!board) {
        *exitCode = reportError(fileName, error);
        return board;
    }
    // Warnings (a key written twice) are said on stderr and change no exit code.
    for (const FileError &w : board->warnings())
        reportError(fileName, w);
    return board;
}

QString cellText(Cell c)
{
    return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y);
}

std::optional<TilePosition> loadTilePosition(const CommandSpec &spec, const Args &args,
                                             int *exitCode, qsizetype maxTiles)
{
    if (!args.values.contains(QStringLiteral("--tile"))) {
        *exitCode = usageError(spec, QStringLiteral("--tile ID is required"));
        return std::nullopt;
    }
    const QString fileName = args.positional.constFirst();
    const QString tileId = args.values.value(QStringLiteral("--tile"));
    auto board = loadBoard(fileName, exitCode, BoardReading::EndOnly);
    if (!board) return std::nullopt;
    // Counted on the file, before the set-up and the moves cost their time.
    const qsizetype tiles = board->json().value(u"tiles").toArray().size() + board->moves().size();
    if (tiles > maxTiles) {
        *exitCode = reportError(fileName, {ExitFile, QStringLiteral("tiles"),
                                           QStringLiteral("%1 looks at boards of at most %2 "
                                                          "tiles, found %3 (with the moves)")
                                               .arg(spec.name)
                                               .arg(maxTiles)
                                               .arg(tiles)});
        return std::nullopt;
    }
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never; // the board as it stands
    options.checkpoints = false;                                 // only the end is read
    const Timeline timeline = Timeline::build(*board, args.options, options);
    if (!timeline.replays()) {
        *exitCode = reportError(fileName, timeline.problems().constFirst());
        return std::nullopt;
    }
    TilePosition p{*board, timeline.end(), nullptr};
    p.tile = p.game->catalogue().find(tileId);
    if (!p.tile) {
        *exitCode = usageError(spec, QStringLiteral("unknown tile id \"%1\"").arg(tileId));
        return std::nullopt;
    }
    if (ruleSetOfTile(*p.tile) & ~p.game->sets()) {
        *exitCode =
            usageError(spec, QStringLiteral("tile %1 belongs to a set that %2 does not enable")
                                 .arg(tileId, fileName));
        return std::nullopt;
    }
    return p;
}

namespace
{

int keyRank(const QString &key, const QStringList &extra)
{
    static const QStringList order{
        QStringLiteral("file"), // check --json: which puzzle an object is about comes first
        QStringLiteral("tile"),
        QStringLiteral("player"),
        QStringLiteral("placements"),
        QStringLiteral("events"),
        QStringLiteral("final"),
        QStringLiteral("scores"),
        QStringLiteral("id"),
        QStringLiteral("set"),
        QStringLiteral("move"),
        QStringLiteral("phase"),
        QStringLiteral("feature"),
        QStringLiteral("complete"),
        QStringLiteral("at"),
        QStringLiteral("rot"),
        QStringLiteral("type"),
        QStringLiteral("on"),
        QStringLiteral("kind"),
        QStringLiteral("cells"),
        QStringLiteral("winners"),
        QStringLiteral("decidedBy"),
        QStringLiteral("draw"),
        QStringLiteral("term"),
        QStringLiteral("count"),
        QStringLiteral("points"),
        QStringLiteral("breakdown"),
        QStringLiteral("counts"),
        QStringLiteral("sides"),
        QStringLiteral("markers"),
        QStringLiteral("figures"),
        QStringLiteral("rules"),
        // Traders & Builders: the pig's terms follow the rules, then a completed city's goods
        // (or score's goods held) in the order of their final scoring (R-TB-7).
        QStringLiteral("extra"),
        QStringLiteral("goods"),
        QStringLiteral("wine"),
        QStringLiteral("grain"),
        QStringLiteral("cloth"),
    };
    const qsizetype i = order.indexOf(key);
    if (i >= 0) return int(i);
    const qsizetype j = extra.indexOf(key);
    return j < 0 ? int(order.size() + extra.size()) : int(order.size() + j);
}

QStringList orderedKeys(const QJsonObject &o, const QStringList &extra)
{
    QStringList keys = o.keys(); // alphabetical: the tie-break for unranked keys
    std::stable_sort(keys.begin(), keys.end(), [&extra](const QString &a, const QString &b) {
        return keyRank(a, extra) < keyRank(b, extra);
    });
    return keys;
}

QByteArray scalar(const QJsonValue &v)
{
    // Let Qt escape strings and format numbers, then drop the brackets.
    const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return text.mid(1, text.size() - 2);
}

bool isFlat(const QJsonValue &v, int depth = 0)
{
    if (v.isArray()) {
        // Arrays of scalars and of short arrays (cells) stay on one line; objects in an
        // array get a line each.
        for (const QJsonValue e : v.toArray())
            if (e.isObject() || (e.isArray() && (depth >= 1 || !isFlat(e, depth + 1))))
                return false;
        return true;
    }
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.value().isArray() || it.value().isObject()) return false;
        return true;
    }
    return true;
}

void write(const QJsonValue &v, int indent, const QStringList &extra, QByteArray *out)
{
    const bool flat = isFlat(v);
    const QByteArray pad(indent + 2, ' ');
    const QByteArray sep = flat ? QByteArray(", ") : QByteArray(",\n");
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out->append(flat || a.isEmpty() ? "[" : "[\n");
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!flat) out->append(pad);
            write(a[i], indent + 2, extra, out);
            if (i + 1 < a.size()) out->append(flat ? QByteArray(",") : sep);
        }
        out->append(flat || a.isEmpty() ? QByteArray("]") : "\n" + QByteArray(indent, ' ') + "]");
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        const QStringList keys = orderedKeys(o, extra);
        out->append(flat || o.isEmpty() ? "{" : "{\n");
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (!flat) out->append(pad);
            out->append(scalar(keys[i]) + ": ");
            write(o.value(keys[i]), indent + 2, extra, out);
            if (i + 1 < keys.size()) out->append(sep);
        }
        out->append(flat || o.isEmpty() ? QByteArray("}") : "\n" + QByteArray(indent, ' ') + "}");
    } else {
        out->append(scalar(v));
    }
}

} // namespace

QByteArray prettyJson(const QJsonValue &value, const QStringList &keyOrder)
{
    QByteArray out;
    write(value, 0, keyOrder, &out);
    out.append('\n');
    return out;
}

} // namespace ml::cli
