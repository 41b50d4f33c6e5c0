// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "boardfile.h"
#include "boardfilekeys.h"
#include "game.h"
#include "tilecatalogue.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

// The structural reading of a board file (docs/board-format.md): types, ids, values and version.
// Rule checks (matching sides, legal moves) belong to the engine and happen in setUp/replay.
namespace ml::detail
{

struct ParsedTile {
    const TileType *type = nullptr;
    Cell at;
    int rot = 0; // quarter turns
    QString under;
    QString path; // "tiles[3]"
};

struct ParsedFigure {
    FigureType type = FigureType::Meeple;
    QString player; // empty for mage/witch
    Cell at;
    QString on;
    QStringList flock;
    QString path;
};

struct ParsedOption {
    QString key;
    QString value;
    QString path;
};

struct ParsedBoard {
    TileCatalogue catalogue; // builtin plus tileDefinitions
    quint8 sets = SetBase;
    Edition edition = Edition::C3;
    QList<ParsedOption> options;
    QList<Player> players;
    QList<ParsedTile> tiles;
    QList<ParsedFigure> figures;
    MoveList moves;
    bool end = false;
    bool hasStack = false;
    QStringList stack;
    QStringList bagDraws;
    quint32 bagSeed = 1;
    AnnotationText caption;
    QList<Annotation> annotations;
    PictureSettings picture;
};

// The program understands board files up to this version.
constexpr int kFormatVersion = 1;
// Ranges of docs/board-format.md, `players`. With every start score within ±kMaxStartScore, totals
// stay far from the int limit: points grow with the tiles and figures of a file, which a file of
// BoardFile::kMaxBytes cannot hold more than a few million of.
constexpr int kMaxStartScore = 1'000'000;
constexpr int kMaxSupply = 100;
// A player's goods tokens of one kind at set-up (docs/board-format.md, "Traders & Builders").
constexpr int kMaxGoods = 1000;
// Far beyond any real table or illustration, and small enough that every list of players or
// annotations the program shows or draws stays quick (docs/board-format.md, `players` and
// `annotations`).
constexpr int kMaxPlayers = 64;
constexpr int kMaxAnnotations = 10'000;

// docs/board-format.md, `annotations`: the caption, and the annotations with `after` checked
// against the number of moves (their locations are checked on the played position, in
// Timeline::build).
bool readCaption(const QJsonValue &v, AnnotationText *out, FileError *error);
bool readAnnotations(const QJsonValue &v, int moveCount, QList<Annotation> *out, FileError *error);

// Parses everything; on failure fills *error (exit code 2) and returns false. With `movesRead`
// the file's moves were read already (MovesAhead) and root's "moves" is left alone.
bool parseBoard(const QJsonObject &root, ParsedBoard *out, FileError *error,
                MoveList *movesRead = nullptr);

// Reads the moves as the text gives them, each checked as parseBoard checks it, so that a long
// file's moves never stand as a document (BoardReading::EndOnly). What a move means depends on
// the header, rules, tileDefinitions and players, so these must come before "moves" in the text
// and not again after it. Any doubt, and any move in error, stops the reading: the text is then
// read as a whole, which reports what is wrong exactly as it always does.
class MovesAhead final : public MovesReader
{
public:
    MovesAhead();
    ~MovesAhead() override;
    bool begin(const QJsonObject &before) override;
    bool element(const QJsonValue &move, qsizetype index) override;
    bool laterKey(const QString &key) override;
    MoveList takeMoves();

private:
    class Reader;
    std::unique_ptr<Reader> m_reader;
};

} // namespace ml::detail
