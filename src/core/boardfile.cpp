// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfile.h"

#include "boardfilejson.h"
#include "boardfilekeys.h"
#include "boardfileparser.h"
#include "boardfilereplay.h"
#include "castle.h"
#include "timeline.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <atomic>

namespace ml
{

QString FileError::toString(const QString &fileName) const
{
    // A file that cannot be opened has no place in it: "FILE: REASON".
    if (where.isEmpty()) return fileName + QStringLiteral(": ") + reason;
    return fileName + QStringLiteral(": ") + where + QStringLiteral(": ") + reason;
}

FileError FileError::ruleBroken(const QString &where, const Refusal &refusal)
{
    FileError e = reading(where, ruleReason(refusal), FileErrorCode::RuleBroken);
    e.exitCode = 1;
    e.refusal = refusal;
    return e;
}

FileError FileError::reading(const QString &where, const QString &reason, FileErrorCode code,
                             const QStringList &args)
{
    FileError e;
    e.where = where;
    e.reason = reason;
    e.code = code;
    e.args = args;
    return e;
}

namespace
{
// JSON text that is not UTF-8 (RFC 8259 §8.1 allows no other), named so the user knows to
// save the file again as UTF-8: by its byte order mark, or by where the NUL bytes of the
// first characters lie (JSON starts with ASCII, RFC 4627 §3).
QString otherEncoding(const QByteArray &data)
{
    // Byte values, not string literals: two of the marks hold NUL bytes.
    const auto starts = [&](std::initializer_list<uchar> bytes) {
        if (data.size() < qsizetype(bytes.size())) return false;
        qsizetype i = 0;
        for (uchar b : bytes)
            if (uchar(data[i++]) != b) return false;
        return true;
    };
    if (starts({0xFF, 0xFE, 0x00, 0x00})) return QStringLiteral("UTF-32 (little-endian)");
    if (starts({0x00, 0x00, 0xFE, 0xFF})) return QStringLiteral("UTF-32 (big-endian)");
    if (starts({0xFF, 0xFE})) return QStringLiteral("UTF-16 (little-endian)");
    if (starts({0xFE, 0xFF})) return QStringLiteral("UTF-16 (big-endian)");
    const auto zero = [&](qsizetype i) { return i < data.size() && data[i] == 0; };
    if (data.size() >= 4) {
        if (zero(0) && zero(1) && zero(2) && !zero(3)) return QStringLiteral("UTF-32 (big-endian)");
        if (!zero(0) && zero(1) && zero(2) && zero(3))
            return QStringLiteral("UTF-32 (little-endian)");
    }
    if (data.size() >= 2) {
        if (zero(0) && !zero(1)) return QStringLiteral("UTF-16 (big-endian)");
        if (!zero(0) && zero(1)) return QStringLiteral("UTF-16 (little-endian)");
    }
    return {};
}

struct FileWording {
    FileErrorCode code;
    const char *english; // %1.. are the arguments
};
// The English of the newer reading problems, one line each, for the command line and logs;
// the interface words the codes itself.
constexpr FileWording kFileWordings[] = {
    {FileErrorCode::CoordinateOutOfRange,
     "coordinate out of range: %1 is not from -1000000 to 1000000"},
    {FileErrorCode::SecondCellOutOfRange,
     "coordinate out of range: the second cell of this double tile, %1, is not within -1000000 "
     "to 1000000"},
    {FileErrorCode::OutOfRange, "%1 is out of range (from %2 to %3)"},
    {FileErrorCode::BadPlayerId,
     "player id \"%1\" must be 1 to 32 characters from a-z (lower case), 0-9, - and _"},
    {FileErrorCode::BagNeedsHillsSheep,
     "the bag draws tokens only with the set hills-sheep, which rules.sets does not enable: "
     "leave out draws and seed (an empty bag is fine)"},
    {FileErrorCode::FileTooLarge,
     "the file is too large: a board file may be at most %2 bytes (%1 read)"},
    {FileErrorCode::DuplicateKey,
     "warning: the key \"%1\" appears more than once in this object; the last one counts"},
    {FileErrorCode::CannotRead, "cannot read the file: %1"},
    {FileErrorCode::IsDirectory, "cannot read the file: is a directory"},
    {FileErrorCode::IsNamedPipe, "cannot read the file: is a named pipe (FIFO), not a file"},
    {FileErrorCode::IsDevice, "cannot read the file: is a device, not a file"},
    {FileErrorCode::IsSocket, "cannot read the file: is a socket, not a file"},
    {FileErrorCode::NotRegularFile, "cannot read the file: not a regular file"},
    {FileErrorCode::ReadLimit, "the file is too large: more than %1"},
};
} // namespace

QString fileErrorEnglish(FileErrorCode code, const QStringList &args)
{
    for (const FileWording &w : kFileWordings) {
        if (w.code != code) continue;
        // One pass, so that an argument holding "%2" is never expanded again.
        const QString text = QString::fromLatin1(w.english);
        QString out;
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i] == u'%' && i + 1 < text.size() && text[i + 1].isDigit()) {
                out += args.value(text[i + 1].digitValue() - 1);
                ++i;
            } else {
                out += text[i];
            }
        }
        return out;
    }
    return {};
}

FileError FileError::reading(const QString &where, FileErrorCode code, const QStringList &args)
{
    return reading(where, fileErrorEnglish(code, args), code, args);
}

std::optional<BoardFile> BoardFile::parse(const QByteArray &bytes, FileError *error,
                                          BoardReading reading)
{
    FileError local;
    FileError *err = error ? error : &local;
    // Refused before parsing: the parser and the board would take memory in proportion.
    if (bytes.size() > kMaxBytes) {
        *err = FileError::reading(QStringLiteral("top level"), FileErrorCode::FileTooLarge,
                                  {QString::number(bytes.size()), QString::number(kMaxBytes)});
        return std::nullopt;
    }
    if (const QString encoding = otherEncoding(bytes); !encoding.isEmpty()) {
        *err = FileError::reading(
            QStringLiteral("top level"),
            QStringLiteral("the file is %1 text; boards are UTF-8 JSON").arg(encoding),
            FileErrorCode::Other);
        return std::nullopt;
    }
    // Editors on Windows like to start UTF-8 files with a byte order mark; JSON has none.
    const QByteArray data = bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes;
    // Anywhere else a byte order mark is refused: Qt's reader drops it from a key, so
    // "\uFEFFtiles" would read as a "tiles" that holds nothing (the fuzzer found it).
    if (const qsizetype bom = data.indexOf("\xEF\xBB\xBF"); bom >= 0) {
        int line = 0, column = 0;
        const QString where = detail::lineAndColumn(data, int(bom), &line, &column);
        *err = FileError::reading(where,
                                  QStringLiteral("a byte order mark (U+FEFF) inside the text: "
                                                 "JSON allows one only at the very start"),
                                  FileErrorCode::Other);
        return std::nullopt;
    }
    // One pass builds the document and notes the key order and the keys written twice; it
    // refuses the unknown keys past their limit before the rest of the text is read.
    // For the end only, the moves go straight to their packed list as the text gives them.
    detail::MovesAhead ahead;
    detail::JsonText text =
        detail::readJsonText(data, reading == BoardReading::EndOnly ? &ahead : nullptr);
    if (text.movesStopped) text = detail::readJsonText(data);
    if (text.refused) {
        *err = *text.refused;
        return std::nullopt;
    }
    const QJsonParseError &pe = text.syntax;
    const QJsonDocument &doc = text.doc;
    if (pe.error != QJsonParseError::NoError) {
        int line = 0, column = 0;
        const QString where = detail::lineAndColumn(data, pe.offset, &line, &column);
        *err = FileError::reading(where,
                                  QStringLiteral("not valid JSON: %1 (byte offset %2)")
                                      .arg(pe.errorString())
                                      .arg(pe.offset),
                                  FileErrorCode::JsonSyntax,
                                  {QString::number(line), QString::number(column),
                                   QString::number(int(pe.error)), QString::number(pe.offset)});
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *err = FileError::reading(QStringLiteral("top level"),
                                  QStringLiteral("expected a JSON object"),
                                  FileErrorCode::NotAnObject);
        return std::nullopt;
    }
    BoardFile file;
    MoveList movesRead = text.movesRead ? ahead.takeMoves() : MoveList();
    if (!file.parseJson(doc.object(), err, text.movesRead ? &movesRead : nullptr))
        return std::nullopt;
    file.m_movesOutsideJson = text.movesRead;
    // The keys the format does not know are saved again untouched, so text UTF-8 cannot hold
    // is refused there too (the texts the reader knows have said so already, more precisely).
    // Text the one pass read holds none: the look through the whole document is spared.
    QString where;
    if (const QString why =
            text.pairedSurrogates ? QString() : detail::unpairedSurrogate(doc.object(), {}, &where);
        !why.isEmpty()) {
        *err = FileError::reading(where, why, FileErrorCode::Other);
        return std::nullopt;
    }
    file.m_warnings.append(text.warnings);
    file.m_keyOrder = std::make_shared<KeyOrder>(std::move(text.order));
    return file;
}

namespace
{
std::atomic<int> g_reads{0};
}

int BoardFile::readsSoFar()
{
    return g_reads.load();
}

bool BoardFile::setJson(const QJsonObject &json, FileError *error)
{
    return parseJson(json, error, nullptr);
}

bool BoardFile::parseJson(const QJsonObject &json, FileError *error, MoveList *movesRead)
{
    ++g_reads;
    auto parsed = std::make_shared<detail::ParsedBoard>();
    FileError local;
    if (!detail::parseBoard(json, parsed.get(), error ? error : &local, movesRead)) return false;
    m_json = json;
    m_movesOutsideJson = false;
    m_end = parsed->end;
    m_parsed = std::move(parsed);
    return true;
}

const MoveList &BoardFile::moves() const
{
    static const MoveList none;
    return m_parsed ? m_parsed->moves : none;
}

const AnnotationText &BoardFile::caption() const
{
    static const AnnotationText none;
    return m_parsed ? m_parsed->caption : none;
}

const PictureSettings &BoardFile::pictureSettings() const
{
    return m_parsed->picture;
}

const QList<Annotation> &BoardFile::annotations() const
{
    static const QList<Annotation> none;
    return m_parsed ? m_parsed->annotations : none;
}

static QString localText(const QJsonValue &v, const QString &lang)
{
    const QJsonObject o = v.toObject();
    const QString text = o.value(lang).toString();
    return text.isEmpty() ? o.value(u"en").toString() : text;
}

const QList<Player> &BoardFile::players() const
{
    static const QList<Player> none;
    return m_parsed ? m_parsed->players : none;
}

quint8 BoardFile::sets() const
{
    return m_parsed ? m_parsed->sets : quint8(SetBase);
}

QString BoardFile::title(const QString &lang) const
{
    return localText(m_json.value(u"title"), lang);
}

QString BoardFile::description(const QString &lang) const
{
    return localText(m_json.value(u"description"), lang);
}

const KeyOrder &BoardFile::keyOrder() const
{
    static const KeyOrder none;
    return m_keyOrder ? *m_keyOrder : none;
}

QJsonObject BoardFile::wholeJson() const
{
    if (!m_movesOutsideJson) return m_json;
    QJsonArray written;
    for (const Move &m : moves())
        written.append(moveEntry(m));
    QJsonObject json = m_json;
    json.insert(u"moves", written);
    return json;
}

QByteArray BoardFile::serialize() const
{
    // A reading for the end only is never saved: its document lacks the moves.
    Q_ASSERT(!m_movesOutsideJson);
    if (m_movesOutsideJson) return {};
    // The original object, untouched: unknown keys survive, in their old order.
    return writeBoardJson(m_json, keyOrder());
}

// Option values: defaults of the edition, then the file, then the command line (exit 64:
// the file is fine, the command line is not).
static bool buildOptions(const detail::ParsedBoard &p, const QMap<QString, QString> &overrides,
                         RuleOptions *options, FileError *error)
{
    *options = RuleOptions::defaultsFor(p.edition);
    QString why;
    for (const detail::ParsedOption &o : p.options) {
        if (!options->set(o.key, o.value, &why)) {
            *error = {2, o.path, why};
            return false;
        }
    }
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        const QString where = QStringLiteral("--option ") + it.key();
        if (!RuleOptions::keys().contains(it.key())) {
            *error = {64, where,
                      QStringLiteral("unknown option (known options: %1)")
                          .arg(RuleOptions::keys().join(QStringLiteral(", ")))};
            return false;
        }
        if (!(RuleOptions::setOf(it.key()) & p.sets)) {
            *error = {64, where,
                      QStringLiteral("option of the set %1, which the file does not enable")
                          .arg(ruleSetName(RuleOptions::setOf(it.key())))};
            return false;
        }
        if (!options->set(it.key(), it.value(), &why)) {
            *error = {64, where, why};
            return false;
        }
    }
    return true;
}

std::optional<Game> BoardFile::setUp(const QMap<QString, QString> &overrides, FileError *error,
                                     const SetUpOptions &setUpOptions) const
{
    FileError local;
    FileError *err = error ? error : &local;
    if (!m_parsed) {
        *err = {2, {}, QStringLiteral("no board loaded")};
        return std::nullopt;
    }
    const detail::ParsedBoard &p = *m_parsed;
    RuleOptions options;
    if (!buildOptions(p, overrides, &options, err) || !checkCastleHands(p, err))
        return std::nullopt;

    Game game(p.catalogue, p.sets, p.edition, options);
    for (const Player &pl : p.players)
        game.addPlayer(pl);
    for (const detail::ParsedTile &t : p.tiles) {
        if (const auto refused =
                game.setupTile(*t.type, t.at, t.rot, t.under, setUpOptions.allowMismatchedSides)) {
            *err = FileError::ruleBroken(t.path, *refused);
            return std::nullopt;
        }
    }
    QHash<QString, int> meeples;
    for (const detail::ParsedFigure &f : p.figures) {
        const int player = f.player.isEmpty() ? -1 : game.playerIndex(f.player);
        if (f.type == FigureType::Meeple && player >= 0) {
            const int supply = p.players[player].meepleSupply;
            if (++meeples[f.player] > supply) {
                *err = FileError::ruleBroken(
                    f.path, Refusal::make(RefusalCode::MeeplesBeyondSupply, "R-BASE-5",
                                          {f.player, QString::number(supply)}));
                return std::nullopt;
            }
        }
        if (const auto refused = game.setupFigure(f.type, player, f.at, f.on, f.flock)) {
            *err = FileError::ruleBroken(f.path, *refused);
            return std::nullopt;
        }
    }
    game.setBagDraws(p.bagDraws, p.bagSeed);
    // An empty stack after the moves: the last move that draws took the last tile (R-HS-HI-2).
    if (p.hasStack && p.stack.isEmpty())
        for (qsizetype i = p.moves.size() - 1; i >= 0; --i)
            if (p.moves.kindAt(i) != Move::Kind::Castle) {
                game.setLastTileMove(int(i));
                break;
            }
    if ((p.sets & SetRiver) && p.hasStack) {
        // With a stack the river stack is known: the river tiles of the moves and those still
        // face down (see "The River" in docs/board-format.md for when the river phase ends).
        int ahead = 0;
        for (qsizetype i = 0; i < p.moves.size(); ++i) {
            const TileType *t = p.catalogue.find(p.moves.tileAt(i));
            ahead += p.moves.kindAt(i) != Move::Kind::Castle && t && t->isRiverTile() ? 1 : 0;
        }
        for (const QString &id : p.stack) {
            const TileType *t = p.catalogue.find(id);
            ahead += t && t->isRiverTile() ? 1 : 0;
        }
        game.setRiverTilesAhead(ahead);
    }
    if (const auto refused = game.checkSetup()) {
        *err = FileError::ruleBroken(QStringLiteral("figures"), *refused);
        return std::nullopt;
    }
    return game;
}

std::optional<Replay> BoardFile::replay(const QMap<QString, QString> &overrides,
                                        FileError *error) const
{
    const Timeline timeline = Timeline::build(*this, overrides);
    if (!timeline.replays() && error) *error = timeline.problems().constFirst();
    return timeline.toReplay();
}

} // namespace ml
