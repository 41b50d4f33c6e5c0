#pragma once

#include "game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace ml
{

namespace detail
{
struct ParsedBoard;
}

// A problem with a board file: where (JSON path such as "tiles[3].rot", or "moves[2]") and
// why. exitCode follows format.md §2: 2 = the file cannot be read (syntax, types, unknown
// ids or values, newer version, not supported yet), 1 = readable but breaks a rule.
struct FileError {
    int exitCode = 2;
    QString where;
    QString reason;
    // "FILE: WHERE: REASON" on one line.
    QString toString(const QString &fileName) const;
};

// The outcome of setting up a board file and playing its moves.
struct Replay {
    std::optional<Game> game;  // the state after the moves (and after final scoring if end)
    QList<ScoreEvent> events;  // scoring during the moves, in order
    QList<ScoreEvent> final;   // final scoring (empty unless end)
    QMap<QString, int> scores; // player id -> total
};

// How strictly setUp() reads the set-up. Files, the command line and the moves always use
// the defaults, exactly as format.md says; only the editor's document relaxes them, to show a
// set-up that is still being arranged (and it refuses to save one that breaks them).
struct SetUpOptions {
    // Touching sides may differ; they are listed in Board::mismatches() and not joined.
    bool allowMismatchedSides = false;
};

// A board file (format.md §1): the parsed contents plus the original JSON, so that a load
// and save round trip keeps keys this program does not know and changes nothing else.
class BoardFile
{
public:
    // Parses and checks the structure (types, ids, values, version). Rule checks of the
    // set-up and moves happen in setUp()/replay().
    static std::optional<BoardFile> parse(const QByteArray &data, FileError *error);

    const QJsonObject &json() const { return m_json; }
    QString title(const QString &lang) const;
    QString description(const QString &lang) const;
    bool end() const { return m_end; }
    const QList<Move> &moves() const { return m_moves; }

    // The game after the set-up, before any move. `overrides` are --option KEY=VALUE pairs.
    std::optional<Game> setUp(const QMap<QString, QString> &overrides, FileError *error,
                              const SetUpOptions &options = {}) const;
    // Set-up, every move, and the final scoring when `end` is true.
    std::optional<Replay> replay(const QMap<QString, QString> &overrides, FileError *error) const;

    // The document as JSON text (indented). Unknown keys are kept as they were.
    QByteArray serialize() const;
    // Replaces the JSON (the editor writes its state back through this) and re-parses.
    bool setJson(const QJsonObject &json, FileError *error);

private:
    QJsonObject m_json;
    QList<Move> m_moves;
    bool m_end = false;
    // The checked contents (players, tiles, figures, options, custom catalogue), shared so
    // that copies of a BoardFile stay cheap.
    std::shared_ptr<const detail::ParsedBoard> m_parsed;
};

} // namespace ml
