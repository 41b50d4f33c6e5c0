// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellnames.h"

#include <QSpinBox>

namespace ml
{

// The Column or Row of a best move, named as the board's edges label them ("C", "7"): the
// solver reads the cell off the board and types what is written there. The value stays the
// file's coordinate, so the answer is checked as before; typed in, a name is read back with
// CellNames::column() / row(), lower case too.
class CellSpinBox : public QSpinBox
{
    Q_OBJECT
public:
    enum class Axis { Column, Row };

    explicit CellSpinBox(QWidget *parent = nullptr);
    void setNames(const CellNames &names, Axis axis);

protected:
    QString textFromValue(int value) const override;
    int valueFromText(const QString &text) const override;
    QValidator::State validate(QString &input, int &pos) const override;

private:
    std::optional<int> read(const QString &text) const;

    CellNames m_names;
    Axis m_axis = Axis::Column;
};

} // namespace ml
