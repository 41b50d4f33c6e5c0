// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "referencescorer.h"

#include <QList>
#include <QString>

#include <random>
#include <vector>

// One seeded random game played through ml::Game, each move checked against
// mltest::ReferenceScorer (tst_randomgames plays thousands of them, row by row).
namespace mltest
{

// What a row of games plays: its rules and the sets whose tiles and figures come in.
struct RandomGameConfig {
    QString name;
    int games = 0;
    quint32 seed = 0; // game i plays with seed + i
    ml::RuleOptions options;
    bool expansions = false; // add Hills & Sheep and Mage & Witch tiles (geometry only)
    bool river = false;      // the River first: RV-A at (0,0), the lake last (R-RI-2, R-RI-3)
    bool abbot = false;      // the Abbot: abbots placed and taken back now and then
    // Inns & Cathedrals and Traders & Builders: their tiles, large meeples, builders with
    // their double turns, pigs and goods.
    bool innsTraders = false;
};

// One game's play and checks. Returns an empty string when engine and reference agree,
// otherwise what differed, where, and the board so far.
class RandomGame
{
public:
    RandomGame(const RandomGameConfig &config, int gameIndex)
        : m_config(config), m_seed(config.seed + quint32(gameIndex)), m_gen(m_seed)
    {
        m_ref.tinyCity = config.options.tinyCity;
        m_ref.farmers = config.options.farmers;
        m_ref.vineyards = config.expansions;
        m_ref.abbot = config.abbot;
    }

    QString run();
    // What the game did with the abbot, so that a row can show it was tried at all.
    int abbotsPlaced() const { return m_abbotsPlaced; }
    int recalls() const { return m_recalls; }
    int gardensScored() const { return m_gardensScored; }
    int doubleTurns() const { return m_doubleTurns; }
    int specialFigures() const { return m_specialFigures; }

private:
    QString fail(const QString &what) const;
    QList<const ml::TileType *> stack(const ml::TileCatalogue &cat);
    QString checkPlacements(const ml::Game &game, const ml::TileType &type,
                            const QList<ml::Placement> &engine) const;
    QString checkAfterMove(const ml::Game &game, int tile, const QList<ml::ScoreEvent> &events,
                           const QList<RefAward> &phase2 = {});
    QString checkEventOrder(const ml::Game &game, const QList<ml::ScoreEvent> &events,
                            bool recalled) const;
    QString checkFinal(ml::Game &game);
    QString checkAbbotChoices(const ml::Game &game, const ml::TileType &type,
                              const ml::Placement &placement, int player,
                              const std::vector<ml::PlacedTile> &preview,
                              const QList<ml::FigureOption> &options,
                              QList<ml::FigureOption> *abbotOptions, QList<RefAward> *recall) const;
    QString checkState(const ml::Game &game) const;
    QString checkSpecialChoices(const ml::Game &game, const ml::TileType &type,
                                const ml::Placement &placement, int player,
                                const std::vector<ml::PlacedTile> &preview,
                                const QList<ml::FigureOption> &options,
                                QList<ml::FigureOption> *special) const;

    const RandomGameConfig &m_config;
    quint32 m_seed;
    std::mt19937 m_gen;
    RefOptions m_ref;
    int m_players = 2;
    int m_move = -1;
    int m_mover = 0;            // the player of the move being checked
    QList<RefFigure> m_figures; // our own record of where meeples stand
    QList<int> m_scores;
    std::vector<ml::PlacedTile> m_tilesForReport;
    int m_abbotsPlaced = 0;
    int m_recalls = 0;
    int m_gardensScored = 0;        // garden awards with points, during play or at the end
    QList<ml::GoodsCounts> m_goods; // tokens per player (R-TB-4)
    int m_doubleTurns = 0;          // second parts played (R-TB-11)
    int m_specialFigures = 0;       // large meeples, builders and pigs placed
};

} // namespace mltest
