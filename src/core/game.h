// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bag.h"
#include "board.h"
#include "ruleoptions.h"
#include "scoreevent.h"
#include "tilecatalogue.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

#include <array>
#include <optional>
#include <vector>

namespace ml
{

// Newer figures come last so that the older types keep their numbers: the abbot
// (docs/rules/abbot.md), then the large meeple, the builder and the pig
// (docs/rules/inns-cathedrals.md, docs/rules/traders-builders.md).
enum class FigureType : quint8 { Meeple, Shepherd, Mage, Witch, Abbot, LargeMeeple, Builder, Pig };
// "meeple", "shepherd", "mage", "witch", "abbot", "large-meeple", "builder", "pig"
QString figureTypeName(FigureType type);
// The figures that are meeples for majority, occupancy and returning home: the meeple, the
// abbot (R-AB-17) and the large meeple (R-IC-17); not the shepherd, the magic figures, the
// builder (R-TB-8) or the pig (R-TB-15).
inline bool isMeepleLike(FigureType type)
{
    return type == FigureType::Meeple || type == FigureType::Abbot ||
           type == FigureType::LargeMeeple;
}
// A figure's weight in a majority (R-IC-16): the large meeple counts as two meeples.
inline int strengthOf(FigureType type)
{
    return type == FigureType::LargeMeeple ? 2 : isMeepleLike(type) ? 1 : 0;
}
bool figureTypeFromName(QStringView name, FigureType *type);
// Which figures a board's sets allow, the one answer for the file reader, the figure tools and
// the turn choices: the meeple comes with the base game, the shepherd with Hills & Sheep, mage
// and witch with Mage & Witch, the abbot with the Abbot (docs/board-format.md, "Top level").
RuleSet figureSet(FigureType type);
inline bool figureInSets(FigureType type, quint8 sets)
{
    return sets & figureSet(type);
}
// The figures `sets` allow, in the order the figure choices list them.
QList<FigureType> figuresInSets(quint8 sets);

// A figure on the board. Mage and witch belong to no player (player == -1).
struct Figure {
    FigureType type = FigureType::Meeple;
    int player = -1;
    int tile = -1;     // index into Board::tiles()
    int segment = -1;  // tile-local segment index
    QStringList flock; // shepherd only: the sheep tokens beside it
};

struct Player {
    QString id;
    QString name;
    QString color;
    int startScore = 0;
    int score = 0;
    QStringList castles;  // German castle tiles in hand
    int meepleSupply = 7; // figures owned, on the board or in hand
    // Of those, the meeples standing on the board: counted as figures come and go, since every
    // turn asks how many are left in hand (Game::meeplesInHand).
    int meeplesOnBoard = 0;
    int shepherdSupply = 1;
    int abbotSupply = 0;       // 1 when the set abbot is on (docs/board-format.md, "The Abbot")
    int largeMeepleSupply = 0; // 1 with Inns & Cathedrals (R-IC-1)
    int builderSupply = 0;     // 1 with Traders & Builders (R-TB-1)
    int pigSupply = 0;         // 1 with Traders & Builders (R-TB-1)
    GoodsCounts goods{};       // goods tokens held (R-TB-4)
};

// The phase-2 choice of a move: figure type and location. `on` is a port name in board
// orientation, "monastery", "castle" or "garden"; `at` only names the cell of a double tile.
struct FigureChoice {
    FigureType type = FigureType::Meeple;
    QString on;
    std::optional<Cell> at;
    // The tile-local segment, when the caller has it from figureOptions(): then `on` and
    // `at` are not read, and no port name is built and parsed back between listing and
    // playing. A board file never sets it.
    int segment = -1;
};

struct MagicChoice {
    QString figure; // "mage" or "witch" (bring in or move)
    Cell at;
    QString on;
    QString remove; // "mage" or "witch" when it is taken off instead
};

// One turn of a board file (docs/board-format.md, `moves`).
struct Move {
    enum class Kind : quint8 { Tile, Castle, Discard };
    QString player;
    Kind kind = Kind::Tile;
    QString tile; // tile id, castle id or discarded id
    Cell at;
    int rot = 0; // quarter turns
    QString under;
    std::optional<MagicChoice> magic;
    std::optional<FigureChoice> figure;
    QString flockAction; // "grow", "stable" or empty
    // The abbot's recall instead of placing a figure (`"abbot": "return"`, R-AB-12).
    bool abbotReturn = false;
    // The second part of a builder's double turn (`"doubleTurn": true`, R-TB-10/11).
    bool doubleTurn = false;
    // What the engine's own callers (the best-move search, the benchmark) already know, so
    // that playMove() skips the lookups: the tile's type from this game's catalogue (instead
    // of finding `tile` by its id), the player's seat (instead of finding `player`), and that
    // `at`/`rot` came from this game's listPlacements() in the position the move is played
    // in, so the placement is not checked a second time. A board file never sets them.
    const TileType *type = nullptr;
    int seat = -1;
    bool listed = false;
};

// A refused move or set-up is a RuleError, that is a Refusal (refusal.h): a code, its
// arguments and the rule broken, worded by whoever shows it.

// A place a figure may go on a just-placed tile.
struct FigureOption {
    FigureType type = FigureType::Meeple;
    int segment = -1; // tile-local
    SegmentKind kind = SegmentKind::Field;
    QString on; // a port name in board orientation, or "monastery"/"castle"
    Cell at;    // the cell of that port
};

// The board-orientation name of a segment of `type` lying at `at` turned by `rot` (a port,
// or "monastery"/"castle"); *cell gets the cell of that port.
QString locationFor(const TileType &type, Cell at, int rot, int segment, Cell *cell);

// The rules engine: board, players, figures and the turn sequence. Plain value type;
// copy it to try something out. A turn runs its steps in the order of R-X-7 (docs/rules/all.md):
// place the tile, the expansions' tile-phase steps, phase 2, the figure-phase steps, then
// phase 3. Each step is its own function so expansions add steps rather than rewrite.
class Game
{
public:
    Game(TileCatalogue catalogue, quint8 sets, Edition edition, RuleOptions options);

    const TileCatalogue &catalogue() const { return m_catalogue; }
    quint8 sets() const { return m_sets; }
    Edition edition() const { return m_edition; }
    const RuleOptions &options() const { return m_options; }
    const Board &board() const { return m_board; }
    // Room for the tiles of moves still to come (Board::reserve).
    void reserveTiles(size_t tiles, size_t segments) { m_board.reserve(tiles, segments); }
    const QList<Figure> &figures() const { return m_figures; }
    // For a picture of a flock event's moment, on a copy of the position after it: stands
    // the shepherds that left with it where they stood, with their sheep, and puts the token
    // drawn (a wolf) beside the flock of `drawer`'s shepherd. Never part of a move.
    void standShepherdsAgain(const ScoreEvent &e, int drawer);
    const QList<Player> &players() const { return m_players; }
    int playerIndex(const QString &id) const;
    int score(int player) const { return m_players[player].score; }
    int meeplesInHand(int player) const;
    int shepherdsInHand(int player) const;
    int abbotsInHand(int player) const;
    // Figures of any type in `player`'s supply and not on the board.
    int figuresInHand(int player, FigureType type) const;
    // Traders & Builders (gamebuilder.cpp). The player whose builder's double turn is due
    // (R-TB-10): set by a move that triggered it, kept by a discard of the second part,
    // cleared by every other move; -1 when none is.
    int doubleTurnPending() const { return m_doubleTurnPending; }
    // Whether placing `type` at `placement` now would extend a road or city holding one of
    // `player`'s builders (R-TB-10): `legal`'s "doubleTurn".
    bool wouldTriggerBuilder(const TileType &type, const Placement &placement, int player) const;
    // The index into figures() of `player`'s abbot on the board, or -1.
    int abbotOf(int player) const;
    int movesPlayed() const { return m_moveIndex; }
    const Bag &bag() const { return m_bag; }
    // Scripted draws and the seed of the random ones (docs/board-format.md, `bag`).
    void setBagDraws(const QStringList &draws, quint32 seed);

    // ---- set-up (never scores) ----
    void addPlayer(const Player &player);
    // Places a set-up tile; separate groups are allowed but sides must match, unless
    // `allowMismatchedSides` (the editor's free placement, see Board::mismatches()).
    std::optional<RuleError> setupTile(const TileType &type, Cell at, int rot, const QString &under,
                                       bool allowMismatchedSides = false);
    std::optional<RuleError> setupFigure(FigureType type, int player, Cell at, const QString &on,
                                         const QStringList &flock);
    // The checks that need the whole set-up (docs/board-format.md, `tiles` and `figures`): no
    // complete feature with a meeple on it, and so on.
    std::optional<RuleError> checkSetup() const;

    // Resolves "on" at a cell (board orientation) to a tile and segment.
    bool resolveLocation(Cell at, const QString &on, int *tile, int *segment, Refusal *error) const;
    // The same, with the English reason only.
    bool resolveLocation(Cell at, const QString &on, int *tile, int *segment, QString *error) const;
    // The board-orientation name of a segment's location (first port, or monastery/castle).
    QString locationName(int tile, int segment, Cell *cell = nullptr) const;

    // ---- play ----
    // The steps of a turn, in order (R-X-7). A step-through shows the board after any of
    // them: replay the earlier moves, then play this one up to `last` (inclusive).
    enum class TurnStep : quint8 { Tile, Magic, Figure, Flock, AutoStable, Scoring };
    static constexpr int kTurnSteps = 6;
    // Where each step of one play ended, so that a timeline cuts a single play of a move into
    // the steps a step-through shows instead of playing the move once per step (which copies
    // the whole game six times a move). Indexed by TurnStep.
    struct TurnMarks {
        std::array<qsizetype, kTurnSteps> events{};  // size of *events when the step ended
        std::array<qsizetype, kTurnSteps> figures{}; // figures on the board then
        int stepsDone = 0; // steps that ran to their end: kTurnSteps for a whole move
    };
    // Plays one move with every rule check. On failure returns the error and the game must
    // not be used further (work on a copy to try moves out).
    std::optional<RuleError> playMove(const Move &move, QList<ScoreEvent> *events,
                                      TurnMarks *marks = nullptr);
    // The same, but a refused move leaves the game exactly as it was, so play can go on:
    // the board undoes its logged changes and the small rest (players, figures, bag) is
    // put back. Costs what the move changes, not what the board holds, so checking every
    // move of a long file stays linear (`validate`). *events gets only an accepted move's.
    std::optional<RuleError> tryMove(const Move &move, QList<ScoreEvent> *events,
                                     TurnMarks *marks = nullptr);
    // Trying something out on this game and taking it back: from beginTrial() on, rollback()
    // undoes every change (tiles, features, figures, scores, bag, the move count) at a cost in
    // proportion to what changed rather than to the board; commitTrial() keeps the changes.
    // The best-move search plays every candidate move, and the final scoring after it, on one
    // game this way instead of on a copy each, so a search is linear in the board.
    // Trials do not nest: no tryMove() inside one.
    void beginTrial();
    void rollback();
    void commitTrial();
    // Plays a move up to the step `last` (inclusive), to show the board after that step.
    std::optional<RuleError> playMoveUpTo(const Move &move, TurnStep last,
                                          QList<ScoreEvent> *events, TurnMarks *marks = nullptr);
    // The final scoring of unfinished features and fields (R-BASE-14, R-BASE-15).
    QList<ScoreEvent> finalScoring();
    // What finalScoring() would add to each player's score, by seat, without changing the
    // scores and without the explanation (cells, segments, order of the events). The best-move
    // search's outlook runs one after every candidate move and needs only these totals.
    QList<int> finalPoints() const;
    // Adds finalPoints() to the scores: the final scoring when nobody asks why (the
    // benchmark's games).
    void scoreFinalPoints();
    // The final points of one position feature by feature (gamefinalcache.cpp), for
    // finalPointsInTrial(): the search's outlook runs a final scoring after every candidate
    // move, played as a trial on that position, and a move changes a few features of a board
    // that may hold hundreds.
    struct FinalBase {
        // The farmers rule scores each field on its own; with the others a field's points
        // depend on the rest (a city credited once, a city's majority), so every final
        // scoring is a whole one.
        bool byFeature = false;
        QList<int> total;     // by seat: every feature's points (the goods are not features)
        QHash<int, int> slot; // feature root (with a meeple) -> its index in the lists below
        QList<int> points;    // slot * players + seat: the feature's final points
        QList<int> all;       // the same: the feature's meeples (strength, R-IC-16)
        QList<int> onHills;   // the same: of those, on hill tiles (R-HS-HI-7)
        QHash<int, QList<int>> fieldsByCity; // city root -> fields with a meeple bordering it
    };
    FinalBase finalBase() const;
    // finalPoints() in a trial begun on the position of `base` (taken outside any trial): the
    // features the trial changed are scored again, the others' points come from `base`.
    QList<int> finalPointsInTrial(const FinalBase &base) const;

    // Castles in Germany (gamecastle.cpp).
    // Whether `player` holds a castle tile that fits somewhere (the C3 end rule, R-GC-4).
    bool canPlaceCastle(int player) const;
    // Why `player` may not play `castle` from the hand now (R-GC-3): castles not in play, no
    // such player, or the castle is not in their hand. Empty when they may.
    std::optional<Refusal> castleFromHandRefusal(const QString &player,
                                                 const QString &castle) const;
    // Why `tile` may not be discarded for being a castle, which is never drawn (R-GC-3), or
    // empty.
    std::optional<Refusal> castleDiscardRefusal(const QString &tile) const;

    // The River (gameriver.cpp, docs/rules/river.md). The river phase (R-RI-3,
    // docs/board-format.md, "The River"): the set is on, a river port is open, the lake is neither
    // on the board nor discarded, and, when the stack is known, river tiles are still to come.
    bool riverPhase() const;
    // River tiles still face down before the next move (those of later moves and of the
    // file's `stack`); empty when the file gives no stack, so the stack cannot end the phase.
    void setRiverTilesAhead(std::optional<int> count) { m_riverTilesAhead = count; }
    // The index of the move that draws the last tile, when the file's `stack` says the stack
    // is empty after the moves: a hill drawn then has no tile under it (R-HS-HI-2).
    void setLastTileMove(std::optional<int> index) { m_lastTileMove = index; }
    // Placements the rules allow for `type` now: the board's (R-BASE-3), less what the
    // river rules refuse (R-RI-3, R-RI-4, R-RI-6).
    QList<Placement> legalPlacements(const TileType &type) const;
    // The same into *out without copying the board's frontier (see PlacementList).
    void listPlacements(const TileType &type, PlacementList *out) const;
    bool hasLegalPlacement(const TileType &type) const;
    // Why a move may not place or discard `type` now in view of the river phase (R-RI-3,
    // R-RI-7), or empty.
    std::optional<Refusal> riverPhaseRefusal(const Move &move, const TileType &type) const;
    // Why `type` at `at`/`rot`, whose sides match, does not continue the river (R-RI-4) or
    // turns back at once (R-RI-6), or empty.
    std::optional<Refusal> riverCourseRefusal(const TileType &type, Cell at, int rot) const;

    // Phase-2 options for `player` if `type` were placed at `placement`.
    QList<FigureOption> figureOptions(const TileType &type, const Placement &placement,
                                      int player) const;
    // The same into *out (cleared first, its room kept). Without `named`, the options carry
    // their segment but no `on`/`at`: play them through FigureChoice::segment.
    void figureOptions(const TileType &type, const Placement &placement, int player,
                       QList<FigureOption> *out, bool named = true) const;

    // The Abbot (gameabbot.cpp, docs/rules/abbot.md). Why `player` may not take the abbot back
    // now, with this turn's tile placed (R-AB-12/13), or empty.
    std::optional<Refusal> abbotReturnRefusal(int player) const;
    // Whether the recall would be allowed after placing `type` at `placement`, without
    // placing it (`legal`'s "abbotReturn", the best-move search).
    bool canReturnAbbotAfter(const TileType &type, const Placement &placement, int player) const;

    // Whether the shepherd action (grow or stable) is due for `player` after placing the
    // tile with index `tile` (R-HS-SH-4); the fields it concerns.
    QList<int> flockActionFields(int player, int tile) const;

    // Mage & Witch (gamemagic.cpp). A magic action is due after a tile with the magic symbol
    // (R-MW-3) and after any tile that puts both figures on one feature (R-MW-10).
    enum class MagicDue : quint8 { None, MagicTile, ForcedMove };
    MagicDue magicActionDue(int tile) const;
    // Whether `figure` (Mage or Witch) could go to the feature of (tile, segment) now.
    // *why gets the refusal's code and arguments; its rule is R-MW-4 unless said otherwise.
    bool isMagicDestination(FigureType figure, int tile, int segment, Refusal *why) const;
    // One location per feature the figure could go to now.
    QList<FigureOption> magicDestinations(FigureType figure) const;
    int magicFigureIndex(FigureType figure) const; // -1 when beside the board

private:
    // The steps of one turn, in order.
    std::optional<RuleError> stepPlaceTile(const Move &move, int player, const TileType *&type);
    // Castles in Germany (gamecastle.cpp): a castle only from the hand, a castle tile never
    // drawn (R-GC-3); the castle leaves the hand once placed; its scoring (R-GC-6..8).
    std::optional<Refusal> castleMoveRefusal(const Move &move, const TileType &type) const;
    void takeCastleFromHand(const Move &move, int player);
    void scoreCastle(int node, ScoreEvent &e) const;
    int castleBonusCount(int root, bool final, const ScoreEvent &e) const;
    void addCastleBonus(int castles, ScoreEvent &e) const;
    std::optional<RuleError> stepPlaceFigure(const Move &move, int player, int tile,
                                             QList<ScoreEvent> *events);
    std::optional<RuleError> stepMagic(const Move &move, int tile);
    std::optional<RuleError> returnAbbot(int player, QList<ScoreEvent> *events);
    std::optional<RuleError> stepFlockAction(const Move &move, int player, int tile,
                                             QList<ScoreEvent> *events);
    void stepAutoStable(int tile, QList<ScoreEvent> *events);
    void stepScoreCompleted(int tile, int player, QList<ScoreEvent> *events);

    // Traders & Builders (gamebuilder.cpp, gamegoods.cpp).
    // Why `move` may not be (or must be) a double turn's second part now (R-TB-10/11).
    std::optional<RuleError> doubleTurnRefusal(const Move &move, int player) const;
    // Whether the tile just placed (index `tile`) extends a road or city holding one of
    // `player`'s builders that stood there before it (R-TB-10).
    bool builderTriggered(int player, int tile) const;
    // The builder's and the pig's placement conditions (R-TB-9, R-TB-16): the kind of
    // feature always; with `owners`, the owner's meeple or farmer there and no second builder
    // or pig of theirs; with `inPlay`, what only a move has (the feature just completed).
    std::optional<RuleError> checkSpecialFigure(FigureType type, int player, int tile, int segment,
                                                bool owners, bool inPlay) const;
    // Whether `player` has a meeple or the large meeple on the feature of `root`.
    bool holdsOwnMeeple(int player, int root) const;
    // `player`'s figures of `type` on the feature of `root`.
    int ownFigures(FigureType type, int player, int root) const;
    // Sets the double turn's state after a move (doubleTurnPending()).
    void endDoubleTurnStep(const Move &move, int player, bool triggered);
    // Goods to the completer of a city (R-TB-4/5/6); *e, when given, records them.
    void takeGoods(int root, int player, ScoreEvent *e);
    // The goods majorities of the final scoring (R-TB-7), one event per kind.
    QList<ScoreEvent> scoreGoods() const;
    // The pig (gamepig.cpp): whether `player` has one in the field, and its bonus of one a
    // completed city for a winner (R-TB-17/18/19).
    bool hasPigIn(int player, int fieldRoot) const;
    void addPigBonus(const QString &winner, int cities, ScoreEvent &e) const;
    // Inns and cathedrals: the value of a road or city (R-IC-X-1, gameinn.cpp).
    void scoreRoadOrCity(int node, ScoreEvent &e) const;

    // Hills & Sheep flock handling (gameshepherd.cpp).
    std::optional<RuleError> placeShepherd(int player, int tile, int segment,
                                           QList<ScoreEvent> *events);
    std::optional<RuleError> growFlock(int fieldRoot, int player, const QString &rule,
                                       QList<ScoreEvent> *events);
    void stableFlock(int fieldRoot, const QStringList &rules, QList<ScoreEvent> *events);
    // Sends every shepherd of the field home and its sheep into the bag; says who went.
    QList<LeavingShepherd> scatterFlock(int fieldRoot);
    QList<int> shepherdsIn(int fieldRoot) const; // figure indices
    ScoreEvent flockEvent(int fieldRoot, const QString &rule) const;
    void applyPoints(const ScoreEvent &e);

    // Meeples per player on every feature that holds one, counted in one walk over the
    // figures (gamefinal.cpp): the final scoring asks of each such feature.
    struct MeepleTally {
        QList<int> roots;     // every feature with a meeple, in the order of the figures
        QHash<int, int> slot; // feature root -> its index in `roots`
        QList<int> all;       // slot * players + player: meeples on the feature
        QList<int> onHills;   // the same, those standing on hill tiles
    };
    MeepleTally tallyMeeples() const;
    void addTallied(const MeepleTally &tally, int root, QList<int> *all, QList<int> *onHills) const;
    // `tally`, when given, holds the counts of the feature's meeples; `lean` leaves out the
    // cells, segments and points map: each winner gains termTotal() (scoreterms.h).
    ScoreEvent scoreFeature(int node, bool final, const MeepleTally *tally = nullptr,
                            bool lean = false) const;
    QList<ScoreEvent> scoreFields(const MeepleTally &tally, bool lean) const;
    // The final points of each feature of `tally` (gamefinalcache.cpp): slot * players + seat.
    QList<int> pointsByFeature(const MeepleTally &tally) const;
    void decideWinners(int root, ScoreEvent &event, bool final,
                       const MeepleTally *tally = nullptr) const;
    // Vineyards around a completed monastery (gamevineyard.cpp).
    int vineyardsAround(int monastery) const;
    void addVineyards(int monastery, ScoreEvent &e) const;
    // A garden's score (gamegarden.cpp).
    void scoreGarden(int node, ScoreEvent &e) const;
    // The mage, the witch's halving and the castle bonus, in R-X-1's order (gamemagic.cpp).
    void applyMagicAndCastles(int node, bool final, ScoreEvent &e) const;
    // What a figure on a hill tile adds to its player's count for the count tie-break
    // (R-HS-HI-7): one figure, or the large meeple's strength with largeMeepleHill: strength
    // (R-IC-HS-1).
    int hillWeightOf(FigureType type) const
    {
        return type == FigureType::LargeMeeple &&
                       m_options.largeMeepleHill == RuleOptions::LargeMeepleHill::Strength
                   ? 2
                   : 1;
    }
    // Meeples per player on a feature, and those standing on hill tiles.
    void countMeeples(int root, QList<int> *all, QList<int> *onHills) const;
    // The majority (D-4, R-BASE-11) from counts; the hill tie-break (R-HS-HI-4..8,
    // gamehill.cpp) among the tied.
    void pickWinners(const QList<int> &all, const QList<int> &onHills, bool final,
                     ScoreEvent &event) const;
    void breakTieOnHills(QVarLengthArray<int, 8> &winners, const QList<int> &onHills, bool final,
                         ScoreEvent &event) const;
    void returnFigures(int root);
    void removeFigureAt(int index);
    void addFigureRecord(const Figure &f);
    std::optional<RuleError> checkFigureRules(FigureType type, int player, int tile, int segment,
                                              bool onPlacedTile) const;

    TileCatalogue m_catalogue;
    quint8 m_sets = SetBase;
    Edition m_edition = Edition::C3;
    RuleOptions m_options;
    Board m_board;
    QList<Player> m_players;
    QList<Figure> m_figures;
    int m_moveIndex = 0;
    Bag m_bag;
    bool m_shepherdPlacedThisTurn = false;
    std::optional<int> m_riverTilesAhead; // see setRiverTilesAhead()
    bool m_lakeDiscarded = false;         // R-RI-7: a lake that fits nowhere ends the phase
    int m_doubleTurnPending = -1;         // see doubleTurnPending()
    std::optional<int> m_lastTileMove;    // see setLastTileMove()
    // Why `under` may not lie under `type` in this move or set-up (R-HS-HI-1/2/10,
    // gamehill.cpp), or empty.
    std::optional<RuleError> underRefusal(const QString &under, const TileType &type,
                                          bool drawnNow) const;
    int m_doubleTurnPlayed = -1; // who just played a second part: no third (R-TB-11)
    // A move leaves the river stack (tile or discard of a river tile).
    void countRiverTileDrawn(const TileType &type);
    // One change to the figures during a trial, undone in reverse order: the figures are
    // logged rather than copied, since a long game has hundreds on the board and the search
    // runs a trial for every candidate move, which changes one or two of them.
    struct FigureChange {
        enum Kind : quint8 { Added, Removed, Changed };
        Kind kind = Added;
        int index = 0;
        Figure figure; // as it was (Removed, Changed) or came (Added)
    };
    // The figure at `index`, to be changed in place: a trial logs it first.
    Figure &changeFigure(int index);
    // What a rollback puts back beside the board (which logs its own changes). The players
    // are copied into the same vector at every beginTrial(), their strings shared, and the
    // figures' changes logged into a vector kept, so a trial allocates nothing once the vectors
    // have their room: the search runs one for every candidate move. The bag is a few
    // kilobytes (its generator).
    struct Trial {
        bool active = false;
        std::vector<Player> players;
        std::vector<FigureChange> figures;
        Bag bag;
        int moveIndex = 0;
        bool shepherdPlaced = false;
        std::optional<int> riverTilesAhead;
        bool lakeDiscarded = false;
        int doubleTurnPending = -1;
        int doubleTurnPlayed = -1;
    };
    Trial m_trial;
};

} // namespace ml
