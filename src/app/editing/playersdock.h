// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace ml
{

class BoardDocument;

// The players of the set-up in seating order: name, colour, starting score and the castles
// in hand, each edited in place as an undoable change. Adding gives the next free colour;
// removing a player also removes their figures (one undo step).
class PlayersDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit PlayersDock(BoardDocument *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    void addPlayer();
    void removeCurrentPlayer();

Q_SIGNALS:
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void reload();
    void itemEdited(QTableWidgetItem *item);
    void chooseColour(int row);

    BoardDocument *m_document;
    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    bool m_loading = false;
};

} // namespace ml
